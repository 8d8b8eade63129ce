import fsp from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { CAPTION_LANG_OF_COURSE } from '@sewee/shared';
import type { AppContext } from '../../context';
import type { JobQueue } from '../../platform/jobs/queue';
import { WhisperCpp, type SpeechEngine } from '../../platform/speech/whisper-cpp';
import { extractSpeech } from '../../platform/video/ffmpeg';
import { withLocalFile } from '../../platform/video/local-file';
import { ladderRepo, mediaRepo } from '../media/repository';
import { createCaptionsService } from './service';

export const DRAFT_QUEUE = 'captions-draft';

/**
 * Automatic caption drafts (docs/captions.md): with CAPTIONS_ENGINE set, every video whose
 * low-data ladder is published gets a job on the queue that runs the speech engine on its sound and
 * stores the cues as an 'automatic' track in the course's language, for the instructor to check.
 * Off (the default), or with an engine that fails its check at start, nothing is queued and nothing
 * else changes.
 */
export class CaptionDrafts {
  private jobs: JobQueue | null = null;
  readonly engine: SpeechEngine | null;

  constructor(
    private readonly ctx: AppContext,
    engine?: SpeechEngine,
  ) {
    const c = ctx.config.captionsEngine;
    this.engine = engine ?? (c ? new WhisperCpp(c) : null);
  }

  /** Checks the engine and takes draft jobs; queues nothing for videos from before (their instructors may upload). */
  async start(jobs: JobQueue): Promise<void> {
    if (!this.engine) return;
    if (!this.ctx.videos.tools) {
      this.ctx.log.warn('automatic captions are off: they need ffmpeg to read the lectures’ sound');
      return;
    }
    try {
      await this.engine.check();
    } catch (err) {
      this.ctx.log.error(`automatic captions are off: ${(err as Error).message}`);
      return;
    }
    await jobs.handle<{ mediaId: string }>(DRAFT_QUEUE, (data, attempt) => this.process(data.mediaId, attempt), {
      concurrency: 1,
      policy: 'stately',
      // Speech recognition on 2 threads can run slower than real time on a small model's worst day.
      expireInSeconds: 6 * 3600,
      retryLimit: 1,
      retryDelay: 60,
      retryBackoff: false,
      heartbeatSeconds: 10,
    });
    this.jobs = jobs;
    this.ctx.videos.onReady((mediaId) => this.enqueue(mediaId));
    this.ctx.log.info('automatic caption drafts are on');
  }

  async enqueue(mediaId: string): Promise<void> {
    await this.jobs?.send(DRAFT_QUEUE, { mediaId }, { singletonKey: mediaId });
  }

  /** The job: the video's sound to WAV, the engine, then an automatic track unless one is there already. */
  async process(mediaId: string, { signal }: { signal?: AbortSignal } = {}): Promise<void> {
    const { db, storage, log } = this.ctx;
    const tools = this.ctx.videos.tools;
    const row = (await ladderRepo.mediaRows(db, [mediaId]))[0];
    if (!this.engine || !tools || !row || row.kind !== 'video' || row.captions.length) return;
    // The language of the first course that plays it; a video not in a course yet is detected.
    const uses = await mediaRepo.lectureUses(db, mediaId);
    const courseLang = uses.map((u) => CAPTION_LANG_OF_COURSE[u.primaryLanguage]).find(Boolean) ?? null;
    const started = Date.now();
    const dir = await fsp.mkdtemp(path.join(os.tmpdir(), 'sewee-captions-'));
    try {
      const wav = path.join(dir, 'speech.wav');
      await withLocalFile(storage, row.storageKey, dir, (file) => extractSpeech(tools, file, wav, signal));
      const { lang, cues } = await this.engine.transcribe(wav, courseLang, dir, signal);
      if (!cues.length) {
        log.info({ mediaId }, 'no speech found for an automatic caption draft');
        return;
      }
      const track = await createCaptionsService(this.ctx).saveTrack(mediaId, lang, cues, 'automatic', { keepExisting: true });
      log.info(
        { mediaId, lang, cues: cues.length, seconds: Math.round((Date.now() - started) / 1000), kept: !track },
        'automatic caption draft',
      );
    } finally {
      await fsp.rm(dir, { recursive: true, force: true });
    }
  }
}
