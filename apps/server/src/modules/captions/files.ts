import type { CaptionTrack } from '@sewee/shared';
import type { StoredCaption } from '../../db/schema';

/** Where a video's caption file lives in storage (beside its ladder's folder, not in it). */
export const captionKey = (mediaId: string, file: string) => `captions/${mediaId.slice(0, 2)}/${mediaId}/${file}`;
/** The URL the API serves a caption file at (routes.ts), under the video's access rule. */
export const captionUrl = (mediaId: string, file: string) => `/api/media/${mediaId}/captions/${file}`;

/** The language's name in itself ("Français", "Kiswahili"), for the player's CC menu. */
export function languageLabel(lang: string): string | undefined {
  let name: string | undefined;
  try {
    name = new Intl.DisplayNames([lang], { type: 'language', fallback: 'none' }).of(lang);
  } catch {
    return undefined;
  }
  return name ? name.charAt(0).toLocaleUpperCase(lang) + name.slice(1) : undefined;
}

/** A stored track as the lectures show it. */
export const presentCaption = (mediaId: string, c: StoredCaption): CaptionTrack => ({
  lang: c.lang,
  label: languageLabel(c.lang) ?? c.lang,
  url: captionUrl(mediaId, c.file),
  bytes: c.bytes,
  source: c.source,
});
