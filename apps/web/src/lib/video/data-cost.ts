import type { LectureDataCost, RenditionCost, StepsDataCost } from '@sewee/shared';
import { numberFormat } from '../format';
import { i18n } from '../i18n';

/**
 * The rung Data saver plays: DATA_SAVER_RENDITION ('240p') in @sewee/shared/video. Not imported from
 * there, because that module brings zod into the browser bundle; data-cost.test.ts fails if the two
 * drift apart. A rung is named by the picture's short side, so a portrait video's '240p' is 240 wide
 * and taller than 240: the cap is that rung's own height, never a fixed number.
 */
export const DATA_SAVER_RUNG = '240p';

/**
 * Megabytes as carriers bill them (1 MB = 1,000,000 bytes): one decimal below 10 MB ("3.8 MB"),
 * whole above ("15 MB"), in the reader's number format and unit symbol ("3,8 Mo" in French).
 */
export function formatMegabytes(bytes: number): string {
  const mb = bytes / 1_000_000;
  const digits = mb < 10 ? 1 : 0;
  const n = numberFormat({ maximumFractionDigits: digits, minimumFractionDigits: digits }).format(mb < 0.1 && mb > 0 ? 0.1 : mb);
  return i18n.t('common:units.megabytes', { size: n });
}

/**
 * The H.264 ladder's rungs, which every browser plays. A lecture may also carry AV1 and
 * Opus rungs; the player swaps them in where they play smoothly (codec-choice.ts).
 */
export function h264Rungs<R extends RenditionCost>(renditions: readonly R[]): R[] {
  return renditions.filter((r) => r.codec === 'h264' || r.codec === 'aac');
}

/** The picture rungs, lowest first (the audio-only rung has no height). */
export function videoRungs<R extends RenditionCost>(renditions: readonly R[]): R[] {
  return renditions.filter((r) => r.height !== null).sort((a, b) => a.height! - b.height!);
}

export function audioRung<R extends RenditionCost>(renditions: readonly R[]): R | undefined {
  return renditions.find((r) => r.height === null);
}

/** The rung Data saver plays: the 240p rung, or the lowest when a source has none (a smaller source's only rung). */
export function dataSaverRung<R extends RenditionCost>(renditions: readonly R[]): R | undefined {
  const rungs = videoRungs(renditions);
  return rungs.find((r) => r.name === DATA_SAVER_RUNG) ?? rungs[0];
}

/** Whether Data saver rules out a picture rung of this lecture (audio only stays allowed). */
export function aboveDataSaverCap(rung: Pick<RenditionCost, 'height'>, renditions: readonly RenditionCost[]): boolean {
  const cap = dataSaverRung(renditions)?.height;
  return rung.height !== null && cap != null && rung.height > cap;
}

/**
 * What a lecture costs at the student's quality, for the labels of the details and progress pages:
 * with Data saver the capped rung; without it the best rung (Auto may climb that high on a fast link,
 * so it is what the student could pay). Null until the ladder is ready. Priced at the H.264 ladder,
 * which every browser can play: where AV1 plays smoothly the student pays less (the player's menu
 * shows those costs, once the browser has answered).
 */
export function studentCost(cost: LectureDataCost | null, dataSaver: boolean): number | null {
  if (!cost) return null;
  const rungs = h264Rungs(cost.renditions);
  const rung = dataSaver ? dataSaverRung(rungs) : videoRungs(rungs).at(-1);
  return (rung ?? audioRung(rungs))?.bytes ?? null;
}

/** An item of the curriculum as the cost labels read it: a video lecture, a step lesson or a pattern lesson. */
export type CostItem =
  | { kind: 'video'; dataCost: LectureDataCost | null }
  | { kind: 'steps'; dataCost: StepsDataCost }
  | { kind: 'pattern' };

/**
 * What an item costs at the student's quality: a video's rung (studentCost), a step lesson's photos
 * (the small ones with Data saver). A pattern lesson costs nothing of its own: it is drafted on the
 * device (the design's drafting code is fetched once, whatever the lessons that use it).
 */
export function itemCost(item: CostItem, dataSaver: boolean): number | null {
  if (item.kind === 'pattern') return 0;
  if (item.kind === 'steps') return dataSaver ? item.dataCost.saverBytes : item.dataCost.bytes;
  return studentCost(item.dataCost, dataSaver);
}

/**
 * A course's length and cost over the items that are ready (`complete`: all of them were): videos
 * whose ladder is ready add their length and rung, step lessons their photos (no length).
 */
export function courseCost(items: readonly CostItem[], dataSaver: boolean) {
  let seconds = 0;
  let bytes = 0;
  let complete = items.length > 0;
  for (const item of items) {
    const b = itemCost(item, dataSaver);
    if (b === null) {
      complete = false;
      continue;
    }
    if (item.kind === 'video' && item.dataCost) seconds += item.dataCost.durationSeconds;
    bytes += b;
  }
  return { seconds, bytes, complete };
}
