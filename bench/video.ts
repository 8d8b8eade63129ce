// The low-data video ladder's figures, run by `npm run bench` (or `--only=video`):
//   - MB per minute of each rung against the source, for a noisy 1080p phone-like clip (30 s, ~8 Mbit/s);
//   - processing seconds per minute of video on this machine (probe + the one ffmpeg run);
//   - what the player downloads in its first 30 s at Data saver (240p): the master and 240p
//     playlists, the init section and the segments that cover 0-30 s, against the original's
//     bytes for 30 s;
//   - the AV1 job: MB per minute of the AV1 and Opus rungs, its CPU seconds per minute
//     (at the job's low priority), SSIM of AV1 240p and H.264 240p against the source, and the
//     first 30 s at Data saver where AV1 plays, against the H.264 plan.
// Writes bench/video-results.json and prints a table. MB = 1,000,000 bytes.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {
  AV1_PRESET,
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
  type RungPlan,
} from '../apps/server/src/platform/video/ffmpeg';
import { PHONE_CLIP, clip, ssimAgainstSource } from '../apps/server/test/helpers/video';

const MB = 1_000_000;
const found = findFfmpeg({ ffmpegPath: process.env.FFMPEG_PATH, ffprobePath: process.env.FFPROBE_PATH });
if (!('tools' in found)) {
  console.error(`video bench skipped: ${found.problem}`);
  process.exit(0);
}
const { tools } = found;

console.log('> Making the 1080p phone-like clip (cached in the OS temp folder)');
const source = clip(PHONE_CLIP);
const sourceBytes = fs.statSync(source).size;
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sewee-bench-video-'));
const loadBefore = os.loadavg()[0];
/** CPU seconds of this process's finished children (ffprobe, ffmpeg): fields 16-17 of /proc/self/stat, in ticks. */
const childCpu = () => {
  const fields = fs.readFileSync('/proc/self/stat', 'utf8').split(') ')[1]!.split(' ');
  return (Number(fields[13]) + Number(fields[14])) / 100;
};
const cpuBefore = childCpu();
console.log('> Encoding the ladder');
const started = process.hrtime.bigint();
const info = await probe(tools, source);
const plan = planLadder(info);
await encodeLadder(tools, source, info, plan, dir);
const seconds = Number(process.hrtime.bigint() - started) / 1e9;
const cpuSeconds = childCpu() - cpuBefore;
const minutes = info.durationSeconds / 60;

async function measured(plan: RungPlan[]) {
  const rungs = [];
  for (const p of plan) {
    const m = await measureRung(dir, p.name);
    rungs.push({
      name: p.name,
      width: p.video?.width ?? null,
      height: p.video?.height ?? null,
      codecs: p.codecs,
      ...m,
      bytes: m.fileBytes + m.playlistBytes,
    });
  }
  return rungs;
}
const rungs = await measured(plan);
const master = masterPlaylist(rungs);

console.log(`> Encoding the AV1 rungs (SVT-AV1 preset ${AV1_PRESET}, nice 19, as the job does)`);
const av1CpuBefore = childCpu();
const av1Started = process.hrtime.bigint();
const av1Plan = planAv1(info);
await encodeRungs(tools, source, info, av1Args(source, info, av1Plan, dir), { nice: 19 });
const av1Seconds = Number(process.hrtime.bigint() - av1Started) / 1e9;
const av1CpuSeconds = childCpu() - av1CpuBefore;
for (const p of av1Plan) if (p.codec === 'av1') p.codecs = await probeAv1Codecs(tools, path.join(dir, `${p.name}.mp4`));
const av1Rungs = await measured(av1Plan);
const av1Master = masterPlaylist(av1Rungs);
console.log('> SSIM of AV1 240p and H.264 240p against the source (scaled back up)');
const size = { width: PHONE_CLIP.width, height: PHONE_CLIP.height };
const ssim = {
  av1_240p: Math.round(ssimAgainstSource(path.join(dir, 'av1-240p.mp4'), source, size, info.durationSeconds) * 1000) / 1000,
  h264_240p: Math.round(ssimAgainstSource(path.join(dir, '240p.mp4'), source, size, info.durationSeconds) * 1000) / 1000,
};

/** Bytes Data saver fetches for the first `until` seconds: playlists, init section, segments starting before it. */
function firstSeconds(name: string, until: number, master: string) {
  const playlist = fs.readFileSync(path.join(dir, `${name}.m3u8`), 'utf8');
  let bytes = Buffer.byteLength(master) + Buffer.byteLength(playlist);
  const init = /#EXT-X-MAP:URI="[^"]+",BYTERANGE="(\d+)@/.exec(playlist);
  if (init) bytes += Number(init[1]);
  let t = 0;
  let duration = 0;
  for (const line of playlist.split('\n')) {
    const inf = /^#EXTINF:([\d.]+)/.exec(line);
    if (inf) duration = Number(inf[1]);
    const range = /^#EXT-X-BYTERANGE:(\d+)/.exec(line);
    if (range) {
      if (t < until) bytes += Number(range[1]);
      t += duration;
    }
  }
  return bytes;
}
const window = Math.min(30, info.durationSeconds);
const dataSaver30 = firstSeconds('240p', window, master);
const av1DataSaver30 = firstSeconds('av1-240p', window, av1Master);
const original30 = Math.round((sourceBytes * window) / info.durationSeconds);

const results = {
  date: new Date().toISOString(),
  machine: { cpus: os.cpus().length, cpuModel: os.cpus()[0]?.model, loadAtStart: Math.round(loadBefore * 10) / 10 },
  clip: { ...PHONE_CLIP, bytes: sourceBytes, durationSeconds: info.durationSeconds },
  source: { mbPerMinute: Math.round((sourceBytes / MB / minutes) * 100) / 100 },
  rungs: [...rungs, ...av1Rungs].map((r) => ({
    name: r.name,
    codecs: r.codecs,
    resolution: r.width ? `${r.width}x${r.height}` : 'audio',
    bandwidth: r.bandwidth,
    bytes: r.bytes,
    mbPerMinute: Math.round((r.bytes / MB / minutes) * 100) / 100,
    shareOfSource: `1/${Math.round(sourceBytes / r.bytes)}`,
  })),
  processing: {
    seconds: Math.round(seconds * 10) / 10,
    secondsPerMinute: Math.round((seconds / minutes) * 10) / 10,
    // What the encode costs whatever else the machine runs; divided by the cores it is the wall time on an idle machine.
    cpuSecondsPerMinute: Math.round((cpuSeconds / minutes) * 10) / 10,
  },
  first30sDataSaver: { bytes: dataSaver30, originalBytes: original30, ratio: `1/${Math.round(original30 / dataSaver30)}` },
  av1: {
    preset: AV1_PRESET,
    seconds: Math.round(av1Seconds * 10) / 10,
    secondsPerMinute: Math.round((av1Seconds / minutes) * 10) / 10,
    cpuSecondsPerMinute: Math.round((av1CpuSeconds / minutes) * 10) / 10,
    ssim,
    first30sDataSaver: { bytes: av1DataSaver30, h264Bytes: dataSaver30, share: Math.round((av1DataSaver30 / dataSaver30) * 100) / 100 },
  },
};
fs.rmSync(dir, { recursive: true, force: true });
fs.writeFileSync(path.join(path.dirname(new URL(import.meta.url).pathname), 'video-results.json'), JSON.stringify(results, null, 2));

const rows = [['source (1080p)', '1920x1080', '', String(sourceBytes), results.source.mbPerMinute.toFixed(2), '1/1']];
for (const r of results.rungs)
  rows.push([r.name, r.resolution, String(r.bandwidth), String(r.bytes), r.mbPerMinute.toFixed(2), r.shareOfSource]);
const widths = rows[0].map((_, i) =>
  Math.max(...[['rung', 'size', 'BANDWIDTH', 'bytes', 'MB/min', 'of source'], ...rows].map((r) => r[i].length)),
);
const line = (r: string[]) => `| ${r.map((c, i) => c.padEnd(widths[i])).join(' | ')} |`;
console.log(`\nVideo ladder — ${results.date} — ${results.machine.cpus} CPU(s), load ${results.machine.loadAtStart} at start`);
console.log(
  `Clip: ${info.durationSeconds.toFixed(1)} s, ${PHONE_CLIP.width}x${PHONE_CLIP.height}@${PHONE_CLIP.fps}, ${(sourceBytes / MB).toFixed(1)} MB\n`,
);
console.log(line(['rung', 'size', 'BANDWIDTH', 'bytes', 'MB/min', 'of source']));
console.log(`|${widths.map((w) => '-'.repeat(w + 2)).join('|')}|`);
for (const r of rows) console.log(line(r));
console.log(
  `\nProcessing: ${results.processing.seconds} s for ${info.durationSeconds.toFixed(1)} s of video = ${results.processing.secondsPerMinute} s per minute of 1080p ` +
    `(CPU: ${results.processing.cpuSecondsPerMinute} s per minute, i.e. ${Math.round((results.processing.cpuSecondsPerMinute / os.cpus().length) * 10) / 10} s on ${os.cpus().length} idle cores)`,
);
console.log(
  `First ${window} s at Data saver (240p): ${dataSaver30} bytes vs the original's ${original30} (${results.first30sDataSaver.ratio})`,
);
console.log(
  `AV1 job: ${results.av1.seconds} s for the clip = ${results.av1.secondsPerMinute} s per minute of 1080p (CPU: ${results.av1.cpuSecondsPerMinute} s per minute, at nice 19)`,
);
console.log(`SSIM-Y against the source: AV1 240p ${ssim.av1_240p}, H.264 240p ${ssim.h264_240p}`);
console.log(
  `First ${window} s at Data saver where AV1 plays (av1-240p): ${av1DataSaver30} bytes vs ${dataSaver30} for H.264 240p (${results.av1.first30sDataSaver.share}x)`,
);
console.log('Wrote bench/video-results.json');
