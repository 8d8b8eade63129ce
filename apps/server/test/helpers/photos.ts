import { execFileSync, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';

/**
 * A JPEG of `width`x`height` made by ffmpeg (a test pattern, so it compresses like a real picture, not
 * a flat colour); `grain` adds sensor-like noise, as a phone camera's photo has.
 */
export function jpegOf(width: number, height: number, quality = 3, opts: { grain?: boolean; ffmpeg?: string } = {}): Buffer {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sewee-photo-'));
  const file = path.join(dir, 'p.jpg');
  try {
    const grain = opts.grain ? ['-vf', 'noise=alls=12:allf=t'] : [];
    execFileSync(opts.ffmpeg ?? 'ffmpeg', [
      '-v',
      'error',
      '-y',
      '-f',
      'lavfi',
      '-i',
      `testsrc2=size=${width}x${height}`,
      ...grain,
      '-frames:v',
      '1',
      '-q:v',
      String(quality),
      file,
    ]);
    return fs.readFileSync(file);
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

/** A 12 MP phone camera's photo: 4000x3000 with grain, JPEG q2 (about 5 MB). */
export const phonePhoto = (ffmpeg?: string) => jpegOf(4000, 3000, 2, { grain: true, ffmpeg });

/** The secret the test GPS tags carry in their ImageDescription, to look for in a stored file. */
export const EXIF_MARKER = 'SEWEE-GPS-MARKER';

/**
 * An Exif APP1 segment (little-endian TIFF): IFD0 with an ImageDescription and a GPS IFD pointer;
 * the GPS IFD holds latitude 6°27'N, longitude 3°23'E (Lagos). Built by hand, byte by byte.
 */
function exifSegment(): Buffer {
  const entries0 = 2;
  const ifd0 = 8;
  const ifd0Size = 2 + entries0 * 12 + 4;
  const descOff = ifd0 + ifd0Size;
  const desc = Buffer.from(`${EXIF_MARKER}\0`, 'latin1');
  const gpsOff = descOff + desc.length;
  const gpsEntries = 4;
  const gpsSize = 2 + gpsEntries * 12 + 4;
  const latOff = gpsOff + gpsSize;
  const lonOff = latOff + 24;
  const tiff = Buffer.alloc(lonOff + 24);
  tiff.write('II', 0, 'latin1');
  tiff.writeUInt16LE(42, 2);
  tiff.writeUInt32LE(ifd0, 4);
  const entry = (at: number, tag: number, type: number, count: number, value: number | Buffer) => {
    tiff.writeUInt16LE(tag, at);
    tiff.writeUInt16LE(type, at + 2);
    tiff.writeUInt32LE(count, at + 4);
    if (typeof value === 'number') tiff.writeUInt32LE(value, at + 8);
    else value.copy(tiff, at + 8);
  };
  tiff.writeUInt16LE(entries0, ifd0);
  entry(ifd0 + 2, 0x010e, 2, desc.length, descOff); // ImageDescription
  entry(ifd0 + 14, 0x8825, 4, 1, gpsOff); // GPSInfo IFD pointer
  tiff.writeUInt32LE(0, ifd0 + 2 + entries0 * 12);
  desc.copy(tiff, descOff);
  tiff.writeUInt16LE(gpsEntries, gpsOff);
  entry(gpsOff + 2, 0x0001, 2, 2, Buffer.from('N\0\0\0', 'latin1')); // GPSLatitudeRef
  entry(gpsOff + 14, 0x0002, 5, 3, latOff); // GPSLatitude
  entry(gpsOff + 26, 0x0003, 2, 2, Buffer.from('E\0\0\0', 'latin1')); // GPSLongitudeRef
  entry(gpsOff + 38, 0x0004, 5, 3, lonOff); // GPSLongitude
  tiff.writeUInt32LE(0, gpsOff + 2 + gpsEntries * 12);
  [6, 1, 27, 1, 0, 1].forEach((v, i) => tiff.writeUInt32LE(v, latOff + i * 4));
  [3, 1, 23, 1, 0, 1].forEach((v, i) => tiff.writeUInt32LE(v, lonOff + i * 4));
  const body = Buffer.concat([Buffer.from('Exif\0\0', 'latin1'), tiff]);
  const header = Buffer.alloc(4);
  header.writeUInt16BE(0xffe1, 0);
  header.writeUInt16BE(body.length + 2, 2);
  return Buffer.concat([header, body]);
}

/** `jpeg` with an Exif segment carrying GPS tags right after its SOI marker, as a phone camera writes it. */
export const withGpsExif = (jpeg: Buffer): Buffer => Buffer.concat([jpeg.subarray(0, 2), exifSegment(), jpeg.subarray(2)]);

/** The APPn marker segments (0xFFE0-0xFFEF) of a JPEG, by marker, read up to the start of the scan. */
export function appSegments(jpeg: Buffer): { marker: number; data: Buffer }[] {
  const out: { marker: number; data: Buffer }[] = [];
  let i = 2;
  while (i + 4 <= jpeg.length && jpeg[i] === 0xff) {
    const marker = jpeg.readUInt16BE(i);
    if (marker === 0xffda) break;
    const len = jpeg.readUInt16BE(i + 2);
    if (marker >= 0xffe0 && marker <= 0xffef) out.push({ marker, data: jpeg.subarray(i + 4, i + 2 + len) });
    i += 2 + len;
  }
  return out;
}

const crcTable = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
const crc32 = (b: Buffer) => {
  let c = 0xffffffff;
  for (const x of b) c = crcTable[(c ^ x) & 0xff]! ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
};
const pngChunk = (type: string, data: Buffer) => {
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const len = Buffer.alloc(4);
  len.writeUInt32BE(data.length);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([len, body, crc]);
};

/** A PNG of `width`x`height` (colour type `colour`: 0 grey, 2 RGB): its deflated rows `idat`, after any `extra` chunks. */
function png(width: number, height: number, colour: 0 | 2, idat: Buffer, extra: Buffer[] = []): Buffer {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr[8] = 8; // bit depth
  ihdr[9] = colour;
  return Buffer.concat([
    Buffer.from([137, 80, 78, 71, 13, 10, 26, 10]),
    pngChunk('IHDR', ihdr),
    ...extra,
    pngChunk('IDAT', idat),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

/** A grey PNG whose header declares `width`x`height` (only its first rows are given: a few hundred bytes). */
export function pngDeclaring(width: number, height: number): Buffer {
  return png(width, height, 0, zlib.deflateSync(Buffer.alloc((width + 1) * 16)));
}

/**
 * A measurement chart as a scanner saves it: a `width`x`height` RGB PNG of grid lines on white,
 * stored uncompressed (about 3 bytes a pixel, so a large one passes 10 MB), carrying a text chunk
 * with EXIF_MARKER (metadata the server must not keep).
 */
export function chartPng(width: number, height: number): Buffer {
  const row = Buffer.alloc(1 + width * 3, 0xff);
  row[0] = 0; // no filter
  for (let x = 0; x < width; x += 40) row.fill(0x30, 1 + x * 3, 1 + (x + 2) * 3);
  const line = Buffer.alloc(1 + width * 3, 0x30);
  line[0] = 0;
  const rows = Array.from({ length: height }, (_, y) => (y % 40 < 2 ? line : row));
  return png(width, height, 2, zlib.deflateSync(Buffer.concat(rows), { level: 0 }), [
    pngChunk('tEXt', Buffer.from(`Comment\0${EXIF_MARKER}`, 'latin1')),
  ]);
}

/** A real small JPEG whose frame header is rewritten to declare `width`x`height` (0x0 is a picture of nothing). */
export function jpegDeclaring(width: number, height: number): Buffer {
  const jpeg = Buffer.from(jpegOf(64, 48));
  let i = 2;
  while (jpeg[i + 1] !== 0xc0) i += 2 + jpeg.readUInt16BE(i + 2);
  jpeg.writeUInt16BE(height, i + 5);
  jpeg.writeUInt16BE(width, i + 7);
  return jpeg;
}

/** A 300x200 PNG: its left half opaque blue, its right half fully transparent (blue underneath). */
export function halfTransparentPng(): Buffer {
  return execFileSync('ffmpeg', [
    '-v',
    'error',
    '-f',
    'lavfi',
    '-i',
    "color=c=black:s=300x200,format=rgba,geq=r=0:g=0:b=255:a='if(lt(X,150),255,0)'",
    '-frames:v',
    '1',
    '-f',
    'image2pipe',
    '-c:v',
    'png',
    '-',
  ]);
}

/** The RGB of the pixel at (x, y) of an image, decoded by ffmpeg. */
export function pixelAt(image: Buffer, x: number, y: number): [number, number, number] {
  const out = execFileSync('ffmpeg', ['-v', 'error', '-i', '-', '-vf', `format=rgb24,crop=w=1:h=1:x=${x}:y=${y}`, '-f', 'rawvideo', '-'], {
    input: image,
  });
  return [out[0]!, out[1]!, out[2]!];
}

/** A `width`x`height` test picture in a format other than JPEG, made by ffmpeg. */
export function pictureOf(format: 'png' | 'webp' | 'gif', width: number, height: number): Buffer {
  const out = { png: ['-c:v', 'png', '-f', 'image2pipe'], webp: ['-c:v', 'libwebp', '-f', 'webp'], gif: ['-f', 'gif'] }[format];
  return execFileSync('ffmpeg', ['-v', 'error', '-f', 'lavfi', '-i', `testsrc2=size=${width}x${height}`, '-frames:v', '1', ...out, '-']);
}

/**
 * The width and height of a picture, as ffprobe reads them from a pipe. ffprobe stops reading after
 * the header, so writing a large picture fails (EPIPE): only its answer counts.
 */
export function sizeOf(image: Buffer): { width: number; height: number } {
  // A JPEG is named as one: ffprobe's guess from the bytes misses some (a large grid chart's).
  const jpeg = image[0] === 0xff && image[1] === 0xd8 ? ['-f', 'jpeg_pipe'] : [];
  const r = spawnSync(
    'ffprobe',
    ['-v', 'error', ...jpeg, '-select_streams', 'v:0', '-show_entries', 'stream=width,height', '-of', 'csv=p=0', '-'],
    {
      input: image,
      encoding: 'utf8',
    },
  );
  if (r.status !== 0) throw new Error(`ffprobe could not read the picture: ${r.stderr}`);
  const [width, height] = r.stdout.trim().split(',').map(Number);
  return { width: width!, height: height! };
}
