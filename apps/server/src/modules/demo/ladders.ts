import { execFile } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import fsp from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import type { AppContext } from '../../context';
import { av1Args, ladderArgs, planAv1, planLadder, probe } from '../../platform/video/ffmpeg';
import { withLockFile } from '../../lib/lock-file';
import { ladderKey } from '../media/ladder';
import { ladderRepo, type RenditionRow } from '../media/repository';

/** What the cache keeps of one encoded ladder: its rungs (without the video's id), length and file names. */
interface CachedLadder {
  durationSeconds: number;
  rungs: Omit<RenditionRow, 'mediaId'>[];
  files: string[];
}

/**
 * With DEMO_LADDER_CACHE set (the browser suite sets it), the demo lectures, which all play the same
 * clip, get their low-data ladder (H.264 and AV1) ready at start: it is encoded once into that folder,
 * under a key made of the clip, the ffmpeg version and every encoder argument, and copied to each
 * lecture. Without it (`npm start`), each lecture's ladder is made by the job queue like any upload's.
 * A failed encode leaves the lectures pending, so the queue makes them as before.
 */
export async function seedDemoLadders(ctx: AppContext, mediaIds: string[], clip: string): Promise<void> {
  const cacheDir = ctx.config.demoLadderCache;
  const tools = ctx.videos.tools;
  if (!cacheDir || !tools || !mediaIds.length) return;
  const info = await probe(tools, clip);
  const { stdout: version } = await promisify(execFile)(tools.ffmpeg, ['-version']);
  const key = crypto
    .createHash('sha256')
    .update(fs.readFileSync(clip))
    .update(version.split('\n')[0] ?? '')
    .update(JSON.stringify([ladderArgs('in', info, planLadder(info), 'out'), av1Args('in', info, planAv1(info), 'out')]))
    .digest('hex')
    .slice(0, 16);
  const dir = path.join(cacheDir, key);
  // Servers started together on one cache (the browser suite's, one per worker) encode it once: the
  // first takes the lock, the others wait for it and find the cache filled.
  await fsp.mkdir(cacheDir, { recursive: true });
  const cached = await withLockFile(`${dir}.lock`, async () => (await readCache(dir)) ?? (await fillCache(ctx, mediaIds[0]!, dir)));
  if (!cached) return;
  for (const id of mediaIds) {
    const [row] = await ladderRepo.mediaRows(ctx.db, [id]);
    if (row?.processingStatus === 'ready') continue;
    for (const file of cached.files) await ctx.storage.put(ladderKey(id, file), fs.createReadStream(path.join(dir, file)));
    const rungs = cached.rungs.map((r) => ({ ...r, mediaId: id }));
    await ctx.db.transaction(async (tx) => {
      await ladderRepo.replaceRenditions(tx, id, ['h264', 'aac', 'av1', 'opus'], rungs);
      await ladderRepo.setState(tx, id, {
        processingStatus: 'ready',
        processingPercent: 100,
        processingMessage: null,
        durationSeconds: cached.durationSeconds,
        av1Status: 'ready',
        av1Message: null,
      });
    });
  }
  ctx.log.info({ videos: mediaIds.length, cache: dir }, 'demo lectures share one cached low-data ladder');
}

/**
 * Encodes the first lecture as an upload would be, and copies its files and rungs into the cache
 * folder `dir`. Null when the encode failed: not a reason to refuse to start, the lectures stay
 * pending and the job queue makes them.
 */
async function fillCache(ctx: AppContext, first: string, dir: string): Promise<CachedLadder | null> {
  try {
    await ctx.videos.process(first);
    await ctx.videos.processAv1(first);
  } catch (err) {
    ctx.log.warn({ err }, 'could not encode the demo ladder for the cache; the job queue makes each lecture’s');
    return null;
  }
  const [row] = await ladderRepo.mediaRows(ctx.db, [first]);
  if (row?.processingStatus !== 'ready' || row.av1Status !== 'ready' || row.durationSeconds === null) return null;
  const rungs = await ladderRepo.renditionsOf(ctx.db, [first]);
  const files = (await ctx.videos.filesOf(ctx.db, [first])).map((key) => path.posix.basename(key));
  // Written beside the final folder and renamed into place: a run that stops half way leaves no half cache.
  const part = await fsp.mkdtemp(`${dir}.part-`);
  for (const file of files) {
    const body = await ctx.storage.stream(ladderKey(first, file));
    await fsp.writeFile(path.join(part, file), body);
  }
  const cached: CachedLadder = { durationSeconds: row.durationSeconds, rungs: rungs.map(({ mediaId: _, ...r }) => r), files };
  await fsp.writeFile(path.join(part, 'ladder.json'), JSON.stringify(cached));
  await fsp.rename(part, dir).catch(() => fsp.rm(part, { recursive: true, force: true }));
  return cached;
}

async function readCache(dir: string): Promise<CachedLadder | null> {
  try {
    return JSON.parse(await fsp.readFile(path.join(dir, 'ladder.json'), 'utf8')) as CachedLadder;
  } catch {
    return null;
  }
}
