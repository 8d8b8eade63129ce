/**
 * Shrinks a phone photo in the browser before it is sent: at most `maxSide` px on its
 * long side, a JPEG of at most `maxBytes`. Students and instructors pay for every byte: a 4000x3000
 * camera photo of 3-5 MB leaves the phone as about 200 KB. createImageBitmap applies the EXIF
 * orientation, and the canvas writes no EXIF, so the GPS position never leaves the phone either (the
 * server re-encodes anyway). Used by practice rounds (features/learning) and step photos
 * (features/course-authoring, with STEP_LIMITS.clientMaxSide / clientMaxBytes). The defaults mirror
 * PRACTICE_LIMITS (not imported: this module is in lib/, which stays zod-free).
 */
export const MAX_SIDE = 1600;
export const MAX_BYTES = 300_000;

let chosenCount = 0;

export interface ShrunkPhoto {
  blob: Blob;
  width: number;
  height: number;
  /** The original file's size, to show what was saved. */
  originalBytes: number;
  name: string;
  /** A data: URL of the shrunk photo for its preview (the CSP allows data: images, not blob:). */
  preview: string;
  /** Tells two choices of the same picture apart (a React key). */
  id: number;
}

const dataUrl = (blob: Blob) =>
  new Promise<string>((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error('could not read the photo'));
    reader.readAsDataURL(blob);
  });

export class UnreadablePhoto extends Error {}

type AnyCanvas = OffscreenCanvas | HTMLCanvasElement;

function canvasOf(width: number, height: number): AnyCanvas {
  if (typeof OffscreenCanvas !== 'undefined') return new OffscreenCanvas(width, height);
  const c = document.createElement('canvas');
  c.width = width;
  c.height = height;
  return c;
}

function encode(canvas: AnyCanvas, quality: number): Promise<Blob | null> {
  if ('convertToBlob' in canvas) return canvas.convertToBlob({ type: 'image/jpeg', quality });
  return new Promise((resolve) => canvas.toBlob(resolve, 'image/jpeg', quality));
}

export async function shrinkPhoto(file: File, maxSide = MAX_SIDE, maxBytes = MAX_BYTES): Promise<ShrunkPhoto> {
  let bitmap: ImageBitmap;
  try {
    bitmap = await createImageBitmap(file);
  } catch {
    // A format this browser cannot decode (HEIC outside Safari, a broken file).
    throw new UnreadablePhoto(file.name);
  }
  try {
    let scale = Math.min(1, maxSide / Math.max(bitmap.width, bitmap.height));
    for (let attempt = 0; attempt < 6; attempt++) {
      const width = Math.max(1, Math.round(bitmap.width * scale));
      const height = Math.max(1, Math.round(bitmap.height * scale));
      const canvas = canvasOf(width, height);
      const ctx = canvas.getContext('2d') as CanvasRenderingContext2D | OffscreenCanvasRenderingContext2D | null;
      if (!ctx) throw new UnreadablePhoto(file.name);
      ctx.drawImage(bitmap, 0, 0, width, height);
      for (const quality of [0.82, 0.72, 0.62, 0.5]) {
        const blob = await encode(canvas, quality);
        if (blob && blob.size <= maxBytes)
          return { blob, width, height, originalBytes: file.size, name: file.name, preview: await dataUrl(blob), id: ++chosenCount };
      }
      // Still too large at a low quality: fewer pixels.
      scale *= 0.8;
    }
    throw new UnreadablePhoto(file.name);
  } finally {
    bitmap.close();
  }
}
