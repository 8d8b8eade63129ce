import { z } from 'zod';
import { CAPTIONS_MAX_BYTES } from './captions-text';
import { say } from './messages/validation/say';

/** Who made a caption track: the instructor (uploaded or saved in the editor), or the speech engine (a draft to check). */
export const CAPTION_SOURCES = ['instructor', 'automatic'] as const;
export type CaptionSource = (typeof CAPTION_SOURCES)[number];

/**
 * One caption track of a lecture: given wherever the lecture's `videoUrl` is, to the same
 * people, never to others. `url` serves the WebVTT file under the video's access rule.
 */
export const CaptionTrackSchema = z.object({
  /** BCP 47 code: `en`, `fr`, `sw`. */
  lang: z.string(),
  /** The language's name in itself ("Français"), for the CC menu. */
  label: z.string(),
  url: z.string(),
  /** Size of the WebVTT file: what the transcript costs to read. */
  bytes: z.number().int(),
  source: z.enum(['instructor', 'automatic']),
});
export type CaptionTrack = z.infer<typeof CaptionTrackSchema>;

/** PUT/DELETE /api/instructor/course/:courseId/lectures/:lectureId/captions/:lang */
export const CaptionParams = z.object({ courseId: z.string().max(100), lectureId: z.string().max(100), lang: z.string().max(20) });

/** The body of PUT: the file's text, WebVTT or SRT (the JSON body may be a little over the file's own limit). */
export const CaptionInputSchema = z.object({
  text: z.string({ error: say('required', { field: 'captions' }) }).max(CAPTIONS_MAX_BYTES * 2, say('tooLong', { field: 'captions' })),
});
export type CaptionInput = z.infer<typeof CaptionInputSchema>;

export const CaptionTrackResponse = z.object({ success: z.literal(true), message: z.string(), data: CaptionTrackSchema });
