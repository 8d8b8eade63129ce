import { serverMessages } from '../../lib/messages';
import fs from 'node:fs';
import fsp from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { CaptionTrack, LectureDataCost, LectureStream, Processing } from '@sewee/shared';
import type { AppContext } from '../../context';
import type { DbOrTx } from '../../db/client';
import type { JobQueue } from '../../platform/jobs/queue';
import {
  AV1_MASTER,
  av1Args,
  encodeLadder,
  encodeRungs,
  findFfmpeg,
  masterPlaylist,
  measureRung,
  planAv1,
  planLadder,
  probe,
  probeAv1Codecs,
  UndecodableError,
  type FfmpegTools,
  type RungPlan,
} from '../../platform/video/ffmpeg';
import { withLocalFile } from '../../platform/video/local-file';
import { presentCaption } from '../captions/files';
import { ladderRepo, mediaRepo, type MediaRow, type RenditionRow } from './repository';

/**
 * The low-data ladder of every uploaded video (docs/learning.md "Low-data video"): one
 * background job per video encodes it into audio only and 240p-720p HLS rungs, stored beside the
 * original; lectures then carry `stream` and `dataCost`.
 */

export const LADDER_QUEUE = 'video-ladder';
/** The AV1 and Opus rungs (docs/decisions/021-av1-rungs-beside-the-ladder.md): queued once a video's ladder is ready, one job at a time. */
export const AV1_QUEUE = 'video-av1';
/** CPU priority of the AV1 encode: the H.264 ladder and the requests come first. */
const AV1_NICE = 19;
const AV1_CODECS: RenditionRow['codec'][] = ['av1', 'opus'];
const LADDER_CODECS: RenditionRow['codec'][] = ['h264', 'aac'];

/** Where a video's ladder files live in storage. */
export const ladderKey = (mediaId: string, file: string) => `ladders/${mediaId.slice(0, 2)}/${mediaId}/${file}`;
/** The URL the API serves a ladder file at (routes.ts). */
export const ladderUrl = (mediaId: string, file: string) => `/api/media/${mediaId}/hls/${file}`;
/** The storage keys of a ladder: every rung's file and playlist, and its master playlist. */
export const ladderKeys = (mediaId: string, names: string[], master = 'master.m3u8') => [
  ...names.flatMap((n) => [ladderKey(mediaId, `${n}.mp4`), ladderKey(mediaId, `${n}.m3u8`)]),
  ladderKey(mediaId, master),
];

const DECODE_HINT = 'Export the video again (MP4 from the phone’s gallery works) and upload it, or press Retry.';
// Shown in the processing state's data, which is not translated (like DECODE_HINT).
const NO_FFMPEG_HINT = serverMessages.text('en', 'media.noFfmpeg');

/** What the lecture views need of a video: its processing state, and its ladder once ready. */
export interface VideoView {
  processing: Processing;
  stream: LectureStream | null;
  dataCost: LectureDataCost | null;
  /** Its caption tracks: shown to whoever may watch, like `stream`. */
  captions: CaptionTrack[];
}

export class VideoLadder {
  private jobs: JobQueue | null = null;
  private readonly readyHooks: ((mediaId: string) => Promise<void>)[] = [];
  private readonly found: ReturnType<typeof findFfmpeg>;

  constructor(private readonly ctx: Pick<AppContext, 'db' | 'storage' | 'log' | 'config'>) {
    this.found = findFfmpeg(ctx.config.video);
  }

  /** ffmpeg and ffprobe, when this server has them. */
  get tools(): FfmpegTools | null {
    return 'tools' in this.found ? this.found.tools : null;
  }

  /**
   * Takes ladder jobs from the queue (VIDEO_CONCURRENCY at a time) and queues every video whose ladder
   * is unfinished: new uploads of a process that stopped, and videos from before the ladder existed.
   * Without ffmpeg it warns once and does nothing: originals play.
   */
  async start(jobs: JobQueue): Promise<void> {
    if (!this.tools) {
      this.ctx.log.warn(`low-data video is off: ${(this.found as { problem: string }).problem}; original videos play as uploaded`);
      return;
    }
    await jobs.handle<{ mediaId: string }>(LADDER_QUEUE, (data, attempt) => this.process(data.mediaId, attempt), {
      concurrency: this.ctx.config.video.concurrency,
      policy: 'stately',
      // An hour of 1080p takes well under an hour on 2 cores; a longer run is stuck.
      expireInSeconds: 4 * 3600,
      // Decoding failures are not retried (process() records them); these are for a crash or a full disk.
      retryLimit: 2,
      retryDelay: 10,
      retryBackoff: false,
      heartbeatSeconds: 10,
    });
    // One AV1 job at a time in a process, whatever VIDEO_CONCURRENCY says: it is the slow, optional part.
    await jobs.handle<{ mediaId: string }>(AV1_QUEUE, (data, attempt) => this.processAv1(data.mediaId, attempt), {
      concurrency: 1,
      policy: 'stately',
      // SVT-AV1 at low priority on a busy machine: allowed twice the ladder's time.
      expireInSeconds: 8 * 3600,
      retryLimit: 2,
      retryDelay: 30,
      retryBackoff: false,
      heartbeatSeconds: 10,
    });
    this.jobs = jobs;
    const unfinished = await ladderRepo.unfinished(this.ctx.db);
    for (const { id } of unfinished) await this.enqueue(id);
    if (unfinished.length) this.ctx.log.info({ videos: unfinished.length }, 'queued videos for their low-data versions');
    // Ready videos without their AV1 rungs: those made before AV1 rungs existed (the migration marked
    // them pending) and those a stop interrupted. Queued once: the key is the video's id.
    const av1 = await ladderRepo.av1Unfinished(this.ctx.db);
    for (const { id } of av1) await this.enqueueAv1(id);
    if (av1.length) this.ctx.log.info({ videos: av1.length }, 'queued videos for their AV1 versions');
  }

  /** Runs `hook` each time a video's ladder is published (automatic caption drafts queue their job so). */
  onReady(hook: (mediaId: string) => Promise<void>): void {
    this.readyHooks.push(hook);
  }

  async enqueueAv1(mediaId: string): Promise<void> {
    await this.jobs?.send(AV1_QUEUE, { mediaId }, { singletonKey: mediaId });
  }

  /**
   * Records the job for a video (once: the key is the video's id). Before start() (a process with no
   * queue, or no ffmpeg) the video stays pending and the next start queues it.
   */
  async enqueue(mediaId: string): Promise<void> {
    await this.jobs?.send(LADDER_QUEUE, { mediaId }, { singletonKey: mediaId });
  }

  /**
   * Records an uploaded video's length at once, so what is checked against it (caption cues) holds
   * from the upload on, not only once the ladder job has run. A file ffprobe cannot read is left to
   * the job, which says why; without ffprobe nothing is measured.
   */
  async measure(row: Pick<MediaRow, 'id' | 'kind' | 'storageKey'>): Promise<void> {
    const tools = this.tools;
    if (!tools || row.kind !== 'video') return;
    const dir = await fsp.mkdtemp(path.join(os.tmpdir(), 'sewee-probe-'));
    try {
      const info = await withLocalFile(this.ctx.storage, row.storageKey, dir, (file) => probe(tools, file));
      await ladderRepo.setState(this.ctx.db, row.id, { durationSeconds: info.durationSeconds });
    } catch (err) {
      if (!(err instanceof UndecodableError)) this.ctx.log.warn({ err, mediaId: row.id }, 'could not measure an uploaded video');
    } finally {
      await fsp.rm(dir, { recursive: true, force: true });
    }
  }

  /** The job: probe, encode every rung in one ffmpeg run, store the files, then publish the ladder. */
  async process(mediaId: string, { signal, lastAttempt = false }: { signal?: AbortSignal; lastAttempt?: boolean } = {}): Promise<void> {
    const { db, storage, log } = this.ctx;
    const tools = this.tools;
    const row = (await ladderRepo.mediaRows(db, [mediaId]))[0];
    if (!tools || !row || row.kind !== 'video' || row.processingStatus === 'ready' || row.processingStatus === 'failed') return;
    const started = Date.now();
    await ladderRepo.setState(db, mediaId, { processingStatus: 'processing', processingPercent: 0, processingMessage: null });
    const dir = await fsp.mkdtemp(path.join(os.tmpdir(), 'sewee-ladder-'));
    try {
      const { info, plan } = await withLocalFile(storage, row.storageKey, dir, async (file) => {
        const info = await probe(tools, file, signal);
        const plan = planLadder(info);
        let shown = 0;
        let saving = Promise.resolve();
        // Progress is a nicety: after one failed write (the database is down) it is not tried again
        // for this run, so an outage costs one log line, not one per percent.
        let progressFailed = false;
        await encodeLadder(tools, file, info, plan, dir, {
          signal,
          onProgress: (share) => {
            // 99 at most until the ladder is published; one write per percent, in order.
            const percent = Math.min(99, Math.floor(share * 100));
            if (percent <= shown || progressFailed) return;
            shown = percent;
            saving = saving
              .then(() => ladderRepo.setState(db, mediaId, { processingPercent: percent }))
              .then(
                () => undefined,
                (err: unknown) => {
                  if (!progressFailed) log.warn({ err, mediaId }, 'could not record processing progress');
                  progressFailed = true;
                },
              );
          },
        });
        await saving;
        return { info, plan };
      });
      const rungs = await measureRungs(mediaId, plan, dir, 0);
      const keys = await this.store(mediaId, rungs, dir, 'master.m3u8');
      const published = await db.transaction(async (tx) => {
        if (!(await mediaRepo.findByIdForUpdate(tx, mediaId))) return false;
        await ladderRepo.replaceRenditions(tx, mediaId, LADDER_CODECS, rungs);
        await ladderRepo.setState(tx, mediaId, {
          processingStatus: 'ready',
          processingPercent: 100,
          processingMessage: null,
          durationSeconds: info.durationSeconds,
          // Students watch the H.264 ladder from now on; the AV1 rungs follow in the background.
          av1Status: 'pending',
          av1Message: null,
        });
        return true;
      });
      // Deleted while it was encoded: its files go too.
      if (!published) await this.removeFiles(keys);
      else {
        log.info({ mediaId, seconds: Math.round((Date.now() - started) / 1000), rungs: rungs.map((r) => r.name) }, 'video ladder ready');
        await this.enqueueAv1(mediaId);
        for (const hook of this.readyHooks) await hook(mediaId);
      }
    } catch (err) {
      if (err instanceof UndecodableError) {
        // Running ffmpeg again on the same bytes gives the same answer: no retry, a clear message.
        await ladderRepo.setState(db, mediaId, {
          processingStatus: 'failed',
          processingPercent: 0,
          processingMessage: `This video could not be read (${err.message}). ${DECODE_HINT}`,
        });
        log.warn({ mediaId, reason: err.message }, 'video could not be decoded');
        return;
      }
      if (!signal?.aborted) {
        // Waiting for the queue's retry; after the last one it is failed, so the instructor's Retry works.
        const state = lastAttempt
          ? {
              processingStatus: 'failed' as const,
              processingPercent: 0,
              processingMessage:
                'Preparing the low-data versions failed several times (the server log says why). Press Retry to try again.',
            }
          : { processingStatus: 'pending' as const, processingPercent: 0, processingMessage: null };
        await ladderRepo.setState(db, mediaId, state).catch(() => undefined);
      }
      throw err;
    } finally {
      await fsp.rm(dir, { recursive: true, force: true });
    }
  }

  /**
   * The AV1 job (docs/decisions/021-av1-rungs-beside-the-ladder.md): AV1 240p/360p with Opus and an
   * Opus audio rung, in one ffmpeg run at low CPU priority, published beside the H.264 ladder with
   * their own master playlist. It never touches the ladder: a failure leaves the video playing in H.264
   * and is shown to the instructor as a warning (`av1Message`).
   */
  async processAv1(mediaId: string, { signal, lastAttempt = false }: { signal?: AbortSignal; lastAttempt?: boolean } = {}): Promise<void> {
    const { db, storage, log } = this.ctx;
    const tools = this.tools;
    const row = (await ladderRepo.mediaRows(db, [mediaId]))[0];
    if (!tools || !row || row.kind !== 'video' || row.processingStatus !== 'ready') return;
    if (row.av1Status !== 'pending' && row.av1Status !== 'processing') return;
    const started = Date.now();
    await ladderRepo.setState(db, mediaId, { av1Status: 'processing', av1Message: null });
    const dir = await fsp.mkdtemp(path.join(os.tmpdir(), 'sewee-av1-'));
    try {
      const plan = await withLocalFile(storage, row.storageKey, dir, async (file) => {
        const info = await probe(tools, file, signal);
        const plan = planAv1(info);
        if (plan.length) await encodeRungs(tools, file, info, av1Args(file, info, plan, dir), { signal, nice: AV1_NICE });
        return plan;
      });
      for (const p of plan) if (p.codec === 'av1') p.codecs = await probeAv1Codecs(tools, path.join(dir, `${p.name}.mp4`), signal);
      // After the ladder's rungs in the API's lists (positions 0-4).
      const rungs = await measureRungs(mediaId, plan, dir, 100);
      const keys = rungs.length ? await this.store(mediaId, rungs, dir, AV1_MASTER) : [];
      const published = await db.transaction(async (tx) => {
        const now = await mediaRepo.findByIdForUpdate(tx, mediaId);
        if (!now || now.processingStatus !== 'ready') return false;
        await ladderRepo.replaceRenditions(tx, mediaId, AV1_CODECS, rungs);
        await ladderRepo.setState(tx, mediaId, { av1Status: 'ready', av1Message: null });
        return true;
      });
      if (!published) await this.removeFiles(keys);
      else log.info({ mediaId, seconds: Math.round((Date.now() - started) / 1000), rungs: rungs.map((r) => r.name) }, 'AV1 rungs ready');
    } catch (err) {
      if (signal?.aborted) throw err;
      const undecodable = err instanceof UndecodableError;
      const failed = undecodable || lastAttempt;
      const why = undecodable ? `ffmpeg: ${err.message}` : 'the server log says why';
      await ladderRepo
        .setState(db, mediaId, {
          av1Status: failed ? 'failed' : 'pending',
          av1Message: failed
            ? `The smaller AV1 versions could not be made (${why}). Students get the H.264 versions; nothing to do.`
            : null,
        })
        .catch(() => undefined);
      log.warn({ err, mediaId }, failed ? 'AV1 rungs failed; the H.264 ladder plays' : 'AV1 rungs failed; retrying');
      // Undecodable input is not retried (the same bytes give the same answer).
      if (!undecodable) throw err;
    } finally {
      await fsp.rm(dir, { recursive: true, force: true });
    }
  }

  /** Writes the master playlist of `rungs` and stores every file; returns their keys. */
  private async store(mediaId: string, rungs: RenditionRow[], dir: string, master: string): Promise<string[]> {
    await fsp.writeFile(path.join(dir, master), masterPlaylist(rungs));
    const keys = ladderKeys(
      mediaId,
      rungs.map((r) => r.name),
      master,
    );
    for (const key of keys) await this.ctx.storage.put(key, fs.createReadStream(path.join(dir, path.basename(key))));
    return keys;
  }

  /** Queues a failed video again. */
  async retry(row: MediaRow): Promise<void> {
    await ladderRepo.setState(this.ctx.db, row.id, { processingStatus: 'pending', processingPercent: 0, processingMessage: null });
    await this.enqueue(row.id);
  }

  /** Where a video's processing stands, as the instructor sees it. */
  processing(row: Pick<MediaRow, 'processingStatus' | 'processingPercent' | 'processingMessage' | 'av1Status' | 'av1Message'>): Processing {
    const status = row.processingStatus ?? 'pending';
    if ((status === 'pending' || status === 'processing') && !this.tools) {
      return { status: 'unavailable', percent: 0, message: NO_FFMPEG_HINT };
    }
    const shown: Processing = { status, percent: status === 'ready' ? 100 : row.processingPercent, message: row.processingMessage };
    return row.av1Status === 'failed' && row.av1Message ? { ...shown, warning: row.av1Message } : shown;
  }

  /** The views of these videos, by media id (one query for the rows and their rungs). */
  async views(db: DbOrTx, mediaIds: string[]): Promise<Map<string, VideoView>> {
    const joined = await ladderRepo.withRenditions(db, [...new Set(mediaIds)]);
    const rows = new Map<string, MediaRow>();
    const rungs: RenditionRow[] = [];
    for (const j of joined) {
      rows.set(j.media.id, j.media);
      if (j.rendition) rungs.push(j.rendition);
    }
    const views = new Map<string, VideoView>();
    for (const row of rows.values()) {
      const own = rungs.filter((r) => r.mediaId === row.id);
      const ready = row.processingStatus === 'ready' && own.length > 0 && row.durationSeconds !== null;
      const durationSeconds = Math.round((row.durationSeconds ?? 0) * 100) / 100;
      const costs = own.map((r) => ({ name: r.name, codec: r.codec, height: r.height, bandwidth: r.bandwidth, bytes: r.bytes }));
      const av1 = row.av1Status === 'ready' && own.some((r) => r.codec === 'av1');
      views.set(row.id, {
        processing: this.processing(row),
        captions: row.captions.map((c) => presentCaption(row.id, c)),
        dataCost: ready ? { durationSeconds, renditions: costs } : null,
        stream: ready
          ? {
              hls: ladderUrl(row.id, 'master.m3u8'),
              ...(av1 ? { hlsAv1: ladderUrl(row.id, AV1_MASTER) } : {}),
              durationSeconds,
              renditions: own.map((r, i) => ({ ...costs[i]!, url: ladderUrl(row.id, `${r.name}.mp4`), codecs: r.codecs })),
            }
          : null,
      });
    }
    return views;
  }

  /** The ladder files of these videos (to remove with them). */
  async filesOf(db: DbOrTx, mediaIds: string[]): Promise<string[]> {
    const rungs = await ladderRepo.renditionsOf(db, mediaIds);
    return mediaIds.flatMap((id) => {
      const own = rungs.filter((r) => r.mediaId === id);
      const av1 = own.filter((r) => AV1_CODECS.includes(r.codec)).map((r) => r.name);
      return [
        ...ladderKeys(
          id,
          own.filter((r) => !AV1_CODECS.includes(r.codec)).map((r) => r.name),
        ),
        ...(av1.length ? ladderKeys(id, av1, AV1_MASTER) : []),
      ];
    });
  }

  private async removeFiles(keys: string[]) {
    for (const key of keys)
      await this.ctx.storage.delete(key).catch((err) => this.ctx.log.error({ err, key }, 'could not remove a ladder file'));
  }
}

/** The rows of encoded rungs, from their files (bytes = file + playlist), cheapest first from `first`. */
async function measureRungs(mediaId: string, plan: RungPlan[], dir: string, first: number): Promise<RenditionRow[]> {
  const rungs: RenditionRow[] = [];
  for (const [i, p] of plan.entries()) {
    const m = await measureRung(dir, p.name);
    rungs.push({
      mediaId,
      name: p.name,
      codec: p.codec,
      position: first + i,
      width: p.video?.width ?? null,
      height: p.video?.height ?? null,
      bandwidth: m.bandwidth,
      bytes: m.fileBytes + m.playlistBytes,
      codecs: p.codecs,
    });
  }
  return rungs;
}

/** A video view for a lecture whose media row is missing (never expected): nothing to stream yet. */
export const NO_VIDEO_VIEW: VideoView = {
  processing: { status: 'pending', percent: 0, message: null },
  stream: null,
  dataCost: null,
  captions: [],
};
