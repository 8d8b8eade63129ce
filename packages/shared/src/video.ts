import { z } from 'zod';
import { say } from './messages/validation/say';

/**
 * Low-data video (docs/decisions/011-low-data-video-ladder.md). Every uploaded video is turned into a
 * ladder of HLS renditions ("rungs"): audio only and 240p/360p/480p/720p, never above the source's
 * height. Each rung is one fragmented-MP4 file served with byte ranges; a master playlist lists them.
 */

/** Rung names, cheapest first. */
export const RENDITION_NAMES = ['audio', '240p', '360p', '480p', '720p'] as const;
export type RenditionName = (typeof RENDITION_NAMES)[number];

/** The rung Data saver caps quality at (unless the student chose audio only). */
export const DATA_SAVER_RENDITION: RenditionName = '240p';

/**
 * A rung's codec: the picture's, or the sound's for an audio-only rung. The H.264 ladder
 * is 'h264' rungs (with AAC) and an 'aac' audio rung; the AV1 job adds 'av1' rungs (with Opus),
 * named 'av1-240p', 'av1-360p', and an 'opus' audio rung named 'opus'.
 */
export const RENDITION_CODECS = ['h264', 'aac', 'av1', 'opus'] as const;
export type RenditionCodec = (typeof RENDITION_CODECS)[number];

/** What one rung of a lecture costs: safe to show anyone (no URL). */
export const RenditionCostSchema = z.object({
  /**
   * 'audio', '240p', … ; '240p' etc. may also be a source's own height for small sources, e.g. '200p'.
   * AV1 rungs are 'av1-240p', 'av1-360p'; the Opus audio rung is 'opus'.
   */
  name: z.string(),
  codec: z.enum(RENDITION_CODECS),
  /** Picture height in pixels; null for audio only. */
  height: z.number().int().nullable(),
  /** Peak bits per second, as the master playlist's BANDWIDTH. */
  bandwidth: z.number().int(),
  /** Exactly what a full download of this rung costs, in bytes (its playlist included). */
  bytes: z.number().int(),
});
export type RenditionCost = z.infer<typeof RenditionCostSchema>;

/**
 * A lecture's length and what each rung costs. Carried by every lecture of a course's details
 * (locked ones too), so the cost labels work before buying; null until the ladder is ready.
 */
export const LectureDataCostSchema = z.object({
  durationSeconds: z.number(),
  renditions: z.array(RenditionCostSchema),
});
export type LectureDataCost = z.infer<typeof LectureDataCostSchema>;

export const RenditionSchema = RenditionCostSchema.extend({
  /** The rung's own file (fMP4), for a plain link where the browser plays no HLS (Opera Mini). */
  url: z.string(),
  /**
   * The master playlist's CODECS of this rung ('avc1.4d401e,mp4a.40.2', 'av01.0.00M.08,opus'):
   * what the player asks MediaSource.isTypeSupported and mediaCapabilities before choosing AV1.
   */
  codecs: z.string(),
});
export type Rendition = z.infer<typeof RenditionSchema>;

/**
 * How to stream a lecture: only for whoever may watch it (wherever its `videoUrl` is given).
 * Null while processing or when processing failed: the original `videoUrl` plays then.
 */
export const LectureStreamSchema = z.object({
  /** URL of the master playlist: the H.264 ladder (H.264 with AAC, and the AAC audio rung). */
  hls: z.string(),
  /**
   * URL of the AV1 master playlist (AV1 with Opus, and the Opus audio rung), once the AV1 job has
   * made them; absent before, or when it failed. The player decides which one to play.
   */
  hlsAv1: z.string().optional(),
  durationSeconds: z.number(),
  renditions: z.array(RenditionSchema),
});
export type LectureStream = z.infer<typeof LectureStreamSchema>;

/**
 * Where a video's processing stands, for the instructor.
 * - pending: waiting in the queue; processing: being encoded (`percent`);
 * - ready: the ladder is published; failed: ffmpeg could not read it (`message`, a Retry is offered);
 * - unavailable: this server has no ffmpeg, so the original plays (`message` is a one-line hint).
 */
export const PROCESSING_STATUSES = ['pending', 'processing', 'ready', 'failed', 'unavailable'] as const;
export const ProcessingSchema = z.object({
  status: z.enum(PROCESSING_STATUSES),
  percent: z.number().int().min(0).max(100),
  message: z.string().nullable(),
  /**
   * Set when the AV1 rungs could not be made: the H.264 ladder plays, so this is a
   * warning for the instructor, not a failure of the video.
   */
  warning: z.string().optional(),
});
export type Processing = z.infer<typeof ProcessingSchema>;

/** GET /api/media/:publicId/processing and POST /api/media/:publicId/retry (admins). */
export const ProcessingResponse = z.object({ success: z.literal(true), data: ProcessingSchema });

/**
 * The student's Data saver setting, stored on the user. null: never chosen, so the browser's hints
 * decide (on when `navigator.connection.saveData` or a slow `effectiveType`).
 */
export const DataSaverSchema = z.object({ dataSaver: z.boolean({ error: say('mustBeTrueOrFalse', { field: 'dataSaver' }) }) });
/** PUT /api/account/data-saver */
export const DataSaverResponse = z.object({ success: z.literal(true), data: z.object({ dataSaver: z.boolean() }) });
