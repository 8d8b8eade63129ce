import type { LightMyRequestResponse } from 'fastify';

/**
 * Small, valid media files built from bytes, so tests never need ffmpeg or fixtures on disk.
 * `file-type` recognises each by its magic bytes, as the upload route does.
 */

/** A 1x1 transparent PNG. */
export const PNG_1X1 = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

/** A minimal JPEG (SOI + JFIF APP0 + EOI) that file-type reads as image/jpeg. */
export const JPEG_TINY = Buffer.from([
  0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0x01, 0x01, 0x00, 0x00, 0x01, 0x00, 0x01, 0x00, 0x00, 0xff, 0xd9,
]);

function box(type: string, payload: Buffer): Buffer {
  const header = Buffer.alloc(8);
  header.writeUInt32BE(8 + payload.length, 0);
  header.write(type, 4, 'latin1');
  return Buffer.concat([header, payload]);
}

/**
 * An MP4: an `ftyp` box (brand isom) then an `mdat` box of `payloadBytes` patterned bytes, so
 * range tests can check exactly which bytes came back.
 */
export function mp4(payloadBytes = 4096, brand = 'isom'): Buffer {
  const ftyp = box(
    'ftyp',
    Buffer.concat([Buffer.from(brand, 'latin1'), Buffer.from([0, 0, 2, 0]), Buffer.from(`${brand}iso2mp41`, 'latin1')]),
  );
  const data = Buffer.alloc(payloadBytes);
  for (let i = 0; i < payloadBytes; i++) data[i] = i % 251;
  return Buffer.concat([ftyp, box('mdat', data)]);
}

/** A QuickTime movie (.mov): ftyp brand `qt  `. */
export const mov = (payloadBytes = 1024) => mp4(payloadBytes, 'qt  ');

/** EBML element: id bytes, a 1-byte size (payload < 127 bytes), payload. */
function ebml(id: number[], payload: Buffer): Buffer {
  if (payload.length >= 0x7f) throw new Error('ebml helper handles small elements only');
  return Buffer.concat([Buffer.from(id), Buffer.from([0x80 | payload.length]), payload]);
}

/** A WebM: the EBML header (1A 45 DF A3) with DocType "webm", then padding bytes. */
export function webm(paddingBytes = 1024): Buffer {
  const header = ebml(
    [0x1a, 0x45, 0xdf, 0xa3],
    Buffer.concat([
      ebml([0x42, 0x86], Buffer.from([1])), // EBMLVersion
      ebml([0x42, 0xf7], Buffer.from([1])), // EBMLReadVersion
      ebml([0x42, 0xf2], Buffer.from([4])), // EBMLMaxIDLength
      ebml([0x42, 0xf3], Buffer.from([8])), // EBMLMaxSizeLength
      ebml([0x42, 0x82], Buffer.from('webm', 'latin1')), // DocType
      ebml([0x42, 0x87], Buffer.from([4])), // DocTypeVersion
      ebml([0x42, 0x85], Buffer.from([2])), // DocTypeReadVersion
    ]),
  );
  return Buffer.concat([header, Buffer.alloc(paddingBytes, 0xec)]);
}

export interface UploadFile {
  name: string;
  data: Buffer;
  /** The Content-Type the client claims; the server must not trust it. */
  type?: string;
  field?: string;
}

/** A multipart/form-data body and its headers for `app.inject`, serialised by the platform's own FormData. */
export async function multipart(files: UploadFile[], fields: Record<string, string> = {}) {
  const form = new FormData();
  for (const [k, v] of Object.entries(fields)) form.append(k, v);
  for (const f of files)
    form.append(f.field ?? 'file', new Blob([new Uint8Array(f.data)], { type: f.type ?? 'application/octet-stream' }), f.name);
  const res = new Response(form);
  return { payload: Buffer.from(await res.arrayBuffer()), headers: { 'content-type': res.headers.get('content-type')! } };
}

/** The subset of test/helpers/client.ts's Client these helpers use. */
interface ApiClient {
  cookieHeader: string;
  request(
    method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
    url: string,
    body?: unknown,
    extra?: Record<string, unknown>,
  ): Promise<LightMyRequestResponse>;
}

/** Sends `headers` with the client's cookies (Client's `extra.headers` would otherwise replace them). */
export const withCookies = (c: ApiClient, headers: Record<string, string> = {}) => ({ headers: { cookie: c.cookieHeader, ...headers } });

/** POSTs files as multipart to an upload route, as the browser form does. */
export async function upload(c: ApiClient, files: UploadFile[], url = '/api/media/upload') {
  const { payload, headers } = await multipart(files);
  return c.request('POST', url, payload, withCookies(c, headers));
}

/** Uploads one file and returns its `{ url, public_id }` (fails the test on any other answer). */
export async function uploaded(c: ApiClient, file: UploadFile): Promise<{ url: string; public_id: string }> {
  const res = await upload(c, [file]);
  if (res.statusCode !== 201) throw new Error(`upload failed (${res.statusCode}): ${res.body}`);
  return res.json().data;
}

/** GET with the client's cookies and extra headers (Range, If-None-Match ...). */
export const fetchMedia = (c: ApiClient, url: string, headers: Record<string, string> = {}, method: 'GET' | 'HEAD' = 'GET') =>
  c.request(method as 'GET', url, undefined, withCookies(c, headers));

/** A valid course payload whose image and videos the admin `c` has just uploaded. */
export async function coursePayload(
  c: ApiClient,
  lectures: { title?: string; freePreview?: boolean; video?: UploadFile }[] = [{ freePreview: true }, {}],
) {
  const image = await uploaded(c, { name: 'cover.png', data: PNG_1X1, type: 'image/png' });
  const curriculum = [];
  for (const [i, l] of lectures.entries()) {
    const v = await uploaded(c, l.video ?? { name: `lecture-${i + 1}.mp4`, data: mp4(2048 + i), type: 'video/mp4' });
    curriculum.push({ title: l.title ?? `Lecture ${i + 1}`, videoUrl: v.url, public_id: v.public_id, freePreview: l.freePreview ?? false });
  }
  return {
    title: 'Introduction to Fashion Design',
    subtitle: 'Sketch, choose fabrics and sew your first garment',
    category: 'beginner-to-advanced-fashion',
    level: 'beginner',
    primaryLanguage: 'english',
    description: 'A practical first course in fashion design.',
    pricing: 49.99,
    objectives: 'Sketch a garment,Choose fabrics,Sew a skirt',
    welcomeMessage: 'Welcome to the course!',
    image: image.url,
    curriculum,
  };
}
