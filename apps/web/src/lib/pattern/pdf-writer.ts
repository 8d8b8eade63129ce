/**
 * A small PDF writer: what the pattern's PDFs draw, and nothing else (pdf.ts). Vector paths,
 * Helvetica and Helvetica-Bold (two of the 14 fonts every PDF reader has: nothing embedded),
 * pictures with an alpha channel, one form XObject drawn on many pages, Flate-compressed streams
 * (the browser's CompressionStream; uncompressed where there is none). pdf-lib does all this and
 * much more for 173 KiB of gzip code; this is a few KiB (docs/performance.md, decision 039).
 *
 * Coordinates are PDF points, y up, origin at a page's bottom-left corner.
 */

/** The two fonts' glyph widths (1/1000 of the size) for Windows-1252 codes 32-255, from their AFM files; 0: no glyph. */
const WIDTHS = {
  regular: [
    278, 278, 355, 556, 556, 889, 667, 191, 333, 333, 389, 584, 278, 333, 278, 278, 556, 556, 556, 556, 556, 556, 556, 556, 556, 556, 278,
    278, 584, 584, 584, 556, 1015, 667, 667, 722, 722, 667, 611, 778, 722, 278, 500, 667, 556, 833, 722, 778, 667, 778, 722, 667, 611, 722,
    667, 944, 667, 667, 611, 278, 278, 278, 469, 556, 333, 556, 556, 500, 556, 556, 278, 556, 556, 222, 222, 500, 222, 833, 556, 556, 556,
    556, 333, 500, 278, 556, 500, 722, 500, 500, 500, 334, 260, 334, 584, 0, 556, 0, 222, 556, 333, 1000, 556, 556, 333, 1000, 667, 333,
    1000, 0, 611, 0, 0, 222, 222, 333, 333, 350, 556, 1000, 333, 1000, 500, 333, 944, 0, 500, 500, 278, 333, 556, 556, 556, 556, 260, 556,
    333, 737, 370, 556, 584, 333, 737, 333, 400, 584, 333, 333, 333, 556, 537, 278, 333, 333, 365, 556, 834, 834, 834, 611, 667, 667, 667,
    667, 667, 667, 1000, 722, 667, 667, 667, 667, 278, 278, 278, 278, 722, 722, 778, 778, 778, 778, 778, 584, 778, 722, 722, 722, 722, 667,
    667, 611, 556, 556, 556, 556, 556, 556, 889, 500, 556, 556, 556, 556, 278, 278, 278, 278, 556, 556, 556, 556, 556, 556, 556, 584, 611,
    556, 556, 556, 556, 500, 556, 500,
  ],
  bold: [
    278, 333, 474, 556, 556, 889, 722, 238, 333, 333, 389, 584, 278, 333, 278, 278, 556, 556, 556, 556, 556, 556, 556, 556, 556, 556, 333,
    333, 584, 584, 584, 611, 975, 722, 722, 722, 722, 667, 611, 778, 722, 278, 556, 722, 611, 833, 722, 778, 667, 778, 722, 667, 611, 722,
    667, 944, 667, 667, 611, 333, 278, 333, 584, 556, 333, 556, 611, 556, 611, 556, 333, 611, 611, 278, 278, 556, 278, 889, 611, 611, 611,
    611, 389, 556, 333, 611, 556, 778, 556, 556, 500, 389, 280, 389, 584, 0, 556, 0, 278, 556, 500, 1000, 556, 556, 333, 1000, 667, 333,
    1000, 0, 611, 0, 0, 278, 278, 500, 500, 350, 556, 1000, 333, 1000, 556, 333, 944, 0, 500, 556, 278, 333, 556, 556, 556, 556, 280, 556,
    333, 737, 370, 556, 584, 333, 737, 333, 400, 584, 333, 333, 333, 611, 556, 278, 333, 333, 365, 556, 834, 834, 834, 611, 722, 722, 722,
    722, 722, 722, 1000, 722, 667, 667, 667, 667, 278, 278, 278, 278, 722, 722, 778, 778, 778, 778, 778, 584, 778, 722, 722, 722, 722, 667,
    667, 611, 556, 556, 556, 556, 556, 556, 889, 556, 556, 556, 556, 556, 278, 278, 278, 278, 611, 611, 611, 611, 611, 611, 611, 584, 611,
    611, 611, 611, 611, 556, 611, 556,
  ],
};

/** Windows-1252's codes 128-159 by the character they stand for (the rest of 32-255 is Latin-1). */
// prettier-ignore
const CP1252: Record<number, number> = {
  338: 140, 339: 156, 352: 138, 353: 154, 376: 159, 381: 142, 382: 158, 402: 131, 710: 136, 732: 152, 8211: 150, 8212: 151, 8216: 145, 8217: 146,
  8218: 130, 8220: 147, 8221: 148, 8222: 132, 8224: 134, 8225: 135, 8226: 149, 8230: 133, 8240: 137, 8249: 139, 8250: 155, 8364: 128, 8482: 153,
};

/**
 * `text` in Windows-1252, or null when a character has no code there (Arabic, Arabic-Indic digits,
 * most scripts). Intl's thin and narrow no-break spaces become plain no-break spaces first.
 */
export function winAnsi(text: string): Uint8Array | null {
  const codes: number[] = [];
  for (const ch of text.replace(/[\u2009\u202f]/g, '\u00a0')) {
    const cp = ch.codePointAt(0)!;
    const code = (cp >= 32 && cp < 127) || (cp >= 160 && cp < 256) ? cp : CP1252[cp];
    if (code === undefined || WIDTHS.regular[code - 32] === 0) return null;
    codes.push(code);
  }
  return Uint8Array.from(codes);
}

export type Font = 'regular' | 'bold';
/** A colour: a grey 0 (black) to 1, or red, green, blue 0-1. */
export type Colour = number | [number, number, number];

/** `n` for a content stream: at most 3 decimals, never an exponent. */
const num = (n: number) => {
  const v = Math.round(n * 1000) / 1000;
  return v === 0 ? '0' : String(v);
};
const hex = (bytes: Uint8Array) => Array.from(bytes, (b) => b.toString(16).padStart(2, '0').toUpperCase()).join('');
const fill = (c: Colour) => (typeof c === 'number' ? `${num(c)} g` : `${c.map(num).join(' ')} rg`);
const stroke = (c: Colour) => (typeof c === 'number' ? `${num(c)} G` : `${c.map(num).join(' ')} RG`);

/** A place to draw: a page, or the form a page shows. Its operators and the resources they name. */
export class Canvas {
  readonly ops: string[] = [];
  readonly forms = new Set<number>();
  readonly images = new Set<number>();
  constructor(
    readonly width: number,
    readonly height: number,
  ) {}

  /** Raw operators (paths in another coordinate system, with `cm`). */
  raw(...ops: string[]) {
    this.ops.push(...ops);
  }

  line(x1: number, y1: number, x2: number, y2: number, o: { width: number; colour?: Colour; dash?: number[] }) {
    this.ops.push(
      `q ${stroke(o.colour ?? 0)} ${num(o.width)} w [${(o.dash ?? []).map(num).join(' ')}] 0 d ${num(x1)} ${num(y1)} m ${num(x2)} ${num(y2)} l S Q`,
    );
  }

  /** A rectangle's outline, drawn from its corner (x, y) as pdf-lib draws one. */
  rectangle(x: number, y: number, w: number, h: number, o: { width: number; colour?: Colour }) {
    this.ops.push(
      `q ${stroke(o.colour ?? 0)} ${num(o.width)} w 1 0 0 1 ${num(x)} ${num(y)} cm 0 0 m 0 ${num(h)} l ${num(w)} ${num(h)} l ${num(w)} 0 l h S Q`,
    );
  }

  circle(x: number, y: number, r: number, o: { width: number; colour?: Colour }) {
    const k = r * 0.5523;
    const [a, b, c, d] = [x - r, x + r, y - r, y + r];
    this.ops.push(
      `q ${stroke(o.colour ?? 0)} ${num(o.width)} w ${num(b)} ${num(y)} m ${num(b)} ${num(y + k)} ${num(x + k)} ${num(d)} ${num(x)} ${num(d)} c ` +
        `${num(x - k)} ${num(d)} ${num(a)} ${num(y + k)} ${num(a)} ${num(y)} c ${num(a)} ${num(y - k)} ${num(x - k)} ${num(c)} ${num(x)} ${num(c)} c ` +
        `${num(x + k)} ${num(c)} ${num(b)} ${num(y - k)} ${num(b)} ${num(y)} c S Q`,
    );
  }

  /** Words in Windows-1252 bytes (winAnsi), baseline start at x, y, turned `rotate` degrees counter-clockwise. */
  text(bytes: Uint8Array, x: number, y: number, size: number, o: { font: Font; colour?: Colour; rotate?: number }) {
    const rad = ((o.rotate ?? 0) * Math.PI) / 180;
    const [cos, sin] = [Math.cos(rad), Math.sin(rad)];
    this.ops.push(
      `BT ${fill(o.colour ?? 0)} /${o.font === 'bold' ? 'F2' : 'F1'} ${num(size)} Tf ${num(cos)} ${num(sin)} ${num(-sin)} ${num(cos)} ${num(x)} ${num(y)} Tm <${hex(bytes)}> Tj ET`,
    );
  }

  /** A picture (PdfDocument.image) w by h, its bottom-left corner at x, y, turned `rotate` degrees counter-clockwise about it. */
  image(id: number, x: number, y: number, w: number, h: number, rotate = 0) {
    this.images.add(id);
    const rad = (rotate * Math.PI) / 180;
    const [cos, sin] = [Math.cos(rad), Math.sin(rad)];
    this.ops.push(`q ${num(w * cos)} ${num(w * sin)} ${num(-h * sin)} ${num(h * cos)} ${num(x)} ${num(y)} cm /Im${id} Do Q`);
  }

  /** A form (PdfDocument.form) scaled by `scale`, its origin at x, y; `clip` keeps only that rectangle of this canvas. */
  form(id: number, x: number, y: number, scale = 1, clip?: { x: number; y: number; width: number; height: number }) {
    this.forms.add(id);
    const window = clip ? `${num(clip.x)} ${num(clip.y)} ${num(clip.width)} ${num(clip.height)} re W n ` : '';
    this.ops.push(`q ${window}${num(scale)} 0 0 ${num(scale)} ${num(x)} ${num(y)} cm /Fm${id} Do Q`);
  }
}

/** The width of `bytes` (winAnsi) in points at `size`. */
export function textWidth(bytes: Uint8Array, size: number, font: Font): number {
  let w = 0;
  for (const b of bytes) w += WIDTHS[font][b - 32] ?? 0;
  return (w * size) / 1000;
}

/** An object: its dictionary, and its stream's bytes (then the dictionary is left open: save() adds /Length and closes it). */
type Obj = { dict: string; stream?: Uint8Array };

/** A PDF being written: pages, one or more forms, pictures; `save()` gives its bytes. */
export class PdfDocument {
  private readonly objects: (Obj | null)[] = [];
  private readonly pages: { id: number; canvas: Canvas }[] = [];
  private readonly formCanvases = new Map<number, Canvas>();
  private readonly fonts: [number, number];
  private readonly catalog: number;
  private readonly pagesId: number;

  constructor(private readonly title: string) {
    this.catalog = this.reserve();
    this.pagesId = this.reserve();
    this.fonts = [
      this.add({ dict: '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>' }),
      this.add({ dict: '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica-Bold /Encoding /WinAnsiEncoding >>' }),
    ];
  }

  private reserve(): number {
    this.objects.push(null);
    return this.objects.length;
  }
  private add(obj: Obj): number {
    this.objects.push(obj);
    return this.objects.length;
  }

  addPage(width: number, height: number): Canvas {
    const canvas = new Canvas(width, height);
    this.pages.push({ id: this.reserve(), canvas });
    return canvas;
  }

  /** A form: a drawing made once and shown on many pages (Canvas.form). Returns its id and its canvas. */
  form(width: number, height: number): { id: number; canvas: Canvas } {
    const id = this.reserve();
    const canvas = new Canvas(width, height);
    this.formCanvases.set(id, canvas);
    return { id, canvas };
  }

  /** A picture from RGBA pixels (an ImageData's), kept as its alpha over black: the pictures are words in black. */
  async image(rgba: Uint8ClampedArray, width: number, height: number): Promise<number> {
    const alpha = new Uint8Array(width * height);
    for (let i = 0; i < alpha.length; i++) alpha[i] = rgba[i * 4 + 3]!;
    const mask = this.add({
      dict: `<< /Type /XObject /Subtype /Image /Width ${width} /Height ${height} /ColorSpace /DeviceGray /BitsPerComponent 8`,
      stream: alpha,
    });
    return this.add({
      dict: `<< /Type /XObject /Subtype /Image /Width ${width} /Height ${height} /ColorSpace /DeviceGray /BitsPerComponent 8 /SMask ${mask} 0 R`,
      stream: new Uint8Array(width * height),
    });
  }

  get pageCount(): number {
    return this.pages.length;
  }

  private resources(canvas: Canvas): string {
    const xobjects = [...[...canvas.forms].map((id) => `/Fm${id} ${id} 0 R`), ...[...canvas.images].map((id) => `/Im${id} ${id} 0 R`)];
    return `<< /Font << /F1 ${this.fonts[0]} 0 R /F2 ${this.fonts[1]} 0 R >>${xobjects.length ? ` /XObject << ${xobjects.join(' ')} >>` : ''} >>`;
  }

  async save(): Promise<Uint8Array> {
    const encoder = new TextEncoder();
    for (const [id, canvas] of this.formCanvases) {
      this.objects[id - 1] = {
        dict: `<< /Type /XObject /Subtype /Form /BBox [0 0 ${num(canvas.width)} ${num(canvas.height)}] /Resources ${this.resources(canvas)}`,
        stream: encoder.encode(canvas.ops.join('\n')),
      };
    }
    for (const { id, canvas } of this.pages) {
      const contents = this.add({ dict: '<<', stream: encoder.encode(canvas.ops.join('\n')) });
      this.objects[id - 1] = {
        dict: `<< /Type /Page /Parent ${this.pagesId} 0 R /MediaBox [0 0 ${num(canvas.width)} ${num(canvas.height)}] /Resources ${this.resources(canvas)} /Contents ${contents} 0 R >>`,
      };
    }
    this.objects[this.pagesId - 1] = {
      dict: `<< /Type /Pages /Kids [${this.pages.map((p) => `${p.id} 0 R`).join(' ')}] /Count ${this.pages.length} >>`,
    };
    this.objects[this.catalog - 1] = { dict: `<< /Type /Catalog /Pages ${this.pagesId} 0 R >>` };
    const info = this.add({ dict: `<< /Title <FEFF${utf16Hex(this.title)}> /Creator (Sewee) >>` });

    // The header's second line marks the file as binary: four bytes above 127 (Latin-1, not UTF-8).
    const chunks: Uint8Array[] = [Uint8Array.from('%PDF-1.7\n%\xE2\xE3\xCF\xD3\n', (c) => c.charCodeAt(0))];
    let offset = chunks[0]!.length;
    const offsets: number[] = [];
    for (let i = 0; i < this.objects.length; i++) {
      const obj = this.objects[i]!;
      offsets.push(offset);
      let bytes: Uint8Array;
      if (obj.stream) {
        const packed = await deflate(obj.stream);
        const filter = packed ? ' /Filter /FlateDecode' : '';
        const data = packed ?? obj.stream;
        const head = encoder.encode(`${i + 1} 0 obj\n${obj.dict}${filter} /Length ${data.length} >>\nstream\n`);
        const tail = encoder.encode('\nendstream\nendobj\n');
        bytes = concat([head, data, tail]);
      } else bytes = encoder.encode(`${i + 1} 0 obj\n${obj.dict}\nendobj\n`);
      chunks.push(bytes);
      offset += bytes.length;
    }
    const xref = [
      `xref\n0 ${this.objects.length + 1}\n0000000000 65535 f \n`,
      ...offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`),
    ].join('');
    chunks.push(
      encoder.encode(
        `${xref}trailer\n<< /Size ${this.objects.length + 1} /Root ${this.catalog} 0 R /Info ${info} 0 R >>\nstartxref\n${offset}\n%%EOF\n`,
      ),
    );
    return concat(chunks);
  }
}

function utf16Hex(text: string): string {
  let out = '';
  for (let i = 0; i < text.length; i++) out += text.charCodeAt(i).toString(16).padStart(4, '0').toUpperCase();
  return out;
}

function concat(parts: Uint8Array[]): Uint8Array {
  const out = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
  let at = 0;
  for (const p of parts) {
    out.set(p, at);
    at += p.length;
  }
  return out;
}

/** zlib-wrapped deflate (what FlateDecode reads), or null where the browser has no CompressionStream. */
async function deflate(data: Uint8Array): Promise<Uint8Array | null> {
  if (typeof CompressionStream === 'undefined') return null;
  const zip = new CompressionStream('deflate');
  const writer = zip.writable.getWriter();
  void writer.write(data as Uint8Array<ArrayBuffer>).then(() => writer.close());
  const parts: Uint8Array[] = [];
  const reader = zip.readable.getReader();
  for (let r = await reader.read(); !r.done; r = await reader.read()) parts.push(r.value);
  return concat(parts);
}
