import fsp from 'node:fs/promises';
import path from 'node:path';
import { executable, onPath, run, type Run } from '../process';

/**
 * ffmpeg as this server uses it: finding the binaries, reading a source's streams, and encoding the
 * low-data ladder (docs/learning.md, "Low-data video"). Nothing here knows about the database.
 */

export interface FfmpegTools {
  ffmpeg: string;
  ffprobe: string;
}

/**
 * ffmpeg from FFMPEG_PATH or else the PATH; ffprobe from FFPROBE_PATH, else beside that ffmpeg, else
 * the PATH. `problem` is a one-line reason when either is missing (the product then plays originals).
 */
export function findFfmpeg(opts: { ffmpegPath?: string; ffprobePath?: string }): { tools: FfmpegTools } | { problem: string } {
  const ffmpeg = opts.ffmpegPath ?? onPath('ffmpeg');
  if (!ffmpeg || !executable(ffmpeg)) {
    return {
      problem: opts.ffmpegPath
        ? `FFMPEG_PATH=${opts.ffmpegPath} is not an executable file`
        : 'ffmpeg was not found on the PATH (install the ffmpeg package or set FFMPEG_PATH)',
    };
  }
  const beside = path.join(path.dirname(ffmpeg), 'ffprobe');
  const ffprobe = opts.ffprobePath ?? (executable(beside) ? beside : onPath('ffprobe'));
  if (!ffprobe || !executable(ffprobe)) {
    return {
      problem: opts.ffprobePath
        ? `FFPROBE_PATH=${opts.ffprobePath} is not an executable file`
        : `ffprobe was not found beside ${ffmpeg} or on the PATH (set FFPROBE_PATH)`,
    };
  }
  return { tools: { ffmpeg, ffprobe } };
}

/**
 * The speech of a video as 16 kHz mono 16-bit WAV, what speech recognisers (whisper.cpp) read.
 * Throws UndecodableError when the source has nothing ffmpeg can decode.
 */
export async function extractSpeech(tools: FfmpegTools, source: string, wav: string, signal?: AbortSignal): Promise<void> {
  const r = await run(
    tools.ffmpeg,
    ['-v', 'error', '-nostdin', '-y', '-i', source, '-vn', '-ac', '1', '-ar', '16000', '-c:a', 'pcm_s16le', wav],
    {
      signal,
    },
  );
  if (r.code !== 0) throw toolFailure(r, source);
}

/** ffmpeg could not read the source: processing it again will not help, a new upload may. */
export class UndecodableError extends Error {}

/** The last meaningful line ffmpeg wrote, with the (temporary) file path taken out. */
function reason(stderr: string, source: string): string {
  const lines = stderr
    .split('\n')
    .map((l) => l.trim())
    .filter(Boolean);
  const line = lines.at(-1) ?? 'no details';
  return line.split(source).join('the file').slice(0, 200);
}

/**
 * Why a tool stopped: the machine (killed by a signal, e.g. out of memory; a full disk; an I/O error),
 * which a later attempt may get past, or else the file, which it will not (UndecodableError).
 */
function toolFailure(r: Run, source: string): Error {
  const why = reason(r.stderr, source);
  if (r.code === null || /no space left on device|cannot allocate memory|input\/output error/i.test(r.stderr)) {
    return new Error(`ffmpeg stopped (${r.code === null ? 'killed' : why})`);
  }
  return new UndecodableError(why);
}

export interface SourceInfo {
  durationSeconds: number;
  /** The picture as shown (rotation applied); null when the file has no video stream. */
  video: { width: number; height: number; fps: number } | null;
  hasAudio: boolean;
}

/** What the source holds; UndecodableError when ffprobe cannot read it. */
export async function probe(tools: FfmpegTools, source: string, signal?: AbortSignal): Promise<SourceInfo> {
  const r = await run(tools.ffprobe, ['-v', 'error', '-print_format', 'json', '-show_format', '-show_streams', source], { signal });
  if (r.code !== 0) throw toolFailure(r, source);
  type Stream = {
    codec_type?: string;
    width?: number;
    height?: number;
    avg_frame_rate?: string;
    r_frame_rate?: string;
    tags?: { rotate?: string };
    side_data_list?: { rotation?: number }[];
  };
  const info = JSON.parse(r.stdout) as { format?: { duration?: string }; streams?: Stream[] };
  const streams = info.streams ?? [];
  const v = streams.find((s) => s.codec_type === 'video' && s.width && s.height);
  const durationSeconds = Number(info.format?.duration);
  const hasAudio = streams.some((s) => s.codec_type === 'audio');
  if (!Number.isFinite(durationSeconds) || durationSeconds <= 0 || (!v && !hasAudio)) {
    throw new UndecodableError('it holds no picture or sound we can read');
  }
  let video: SourceInfo['video'] = null;
  if (v) {
    const rotation = Math.abs(Number(v.side_data_list?.find((d) => d.rotation !== undefined)?.rotation ?? v.tags?.rotate ?? 0)) % 180;
    const [num, den] = (v.avg_frame_rate && v.avg_frame_rate !== '0/0' ? v.avg_frame_rate : (v.r_frame_rate ?? '25/1'))
      .split('/')
      .map(Number);
    const fps = den ? num! / den : 25;
    // ffmpeg turns a phone's rotated picture upright as it decodes, so the ladder sees it turned.
    video = rotation === 90 ? { width: v.height!, height: v.width!, fps } : { width: v.width!, height: v.height!, fps };
  }
  return { durationSeconds, video, hasAudio };
}

/** The codec of a rung's picture, or of its sound for an audio-only rung (the API's `codec`). */
export type RungCodec = 'h264' | 'aac' | 'av1' | 'opus';

/** One rung to make. */
export interface RungPlan {
  name: string;
  codec: RungCodec;
  /** null: audio only. `level` is H.264's; an AV1 rung's level is read from what SVT-AV1 wrote. */
  video: { width: number; height: number; maxrateKbps: number; level: '3.0' | '3.1' } | null;
  audio: boolean;
  /** The master playlist's CODECS; '' for an AV1 rung until its stream is probed (av1Codecs). */
  codecs: string;
}

/** The ladder's rungs by the picture's short side (a portrait phone video's "240p" is 240 wide). */
const RUNGS = [
  { p: 240, maxrateKbps: 140 },
  { p: 360, maxrateKbps: 400 },
  { p: 480, maxrateKbps: 750 },
  { p: 720, maxrateKbps: 1500 },
] as const;
export const AUDIO_KBPS = 48;
const AAC = 'mp4a.40.2';
/** H.264 Main at the level its size needs (3.0 up to 480p, 3.1 at 720p). */
const avc = (level: '3.0' | '3.1') => (level === '3.0' ? 'avc1.4d401e' : 'avc1.4d401f');
const even = (n: number) => Math.max(2, Math.round(n / 2) * 2);

/**
 * The rungs for a source: audio only (when it has sound), then 240p to 720p never above the source;
 * a source smaller than 240p gets one rung at its own size.
 */
export function planLadder(src: SourceInfo): RungPlan[] {
  const plan: RungPlan[] = [];
  if (src.hasAudio) plan.push({ name: 'audio', codec: 'aac', video: null, audio: true, codecs: AAC });
  for (const r of pictureSizes(src, RUNGS)) {
    const level = r.p > 480 ? '3.1' : '3.0';
    plan.push({
      name: `${r.p}p`,
      codec: 'h264',
      video: { width: r.width, height: r.height, maxrateKbps: r.maxrateKbps, level },
      audio: src.hasAudio,
      codecs: src.hasAudio ? `${avc(level)},${AAC}` : avc(level),
    });
  }
  return plan;
}

/** The picture size of each rung at or below the source's short side (one at its own size if it is smaller). */
function pictureSizes(src: SourceInfo, rungs: readonly { p: number; maxrateKbps: number }[]) {
  if (!src.video) return [];
  const { width, height } = src.video;
  const short = Math.min(width, height);
  const fitting = rungs.filter((r) => r.p <= short);
  const chosen = fitting.length ? fitting : [{ p: even(short), maxrateKbps: rungs[0]!.maxrateKbps }];
  return chosen.map((r) => {
    const scale = r.p / short;
    const size = width <= height ? { width: r.p, height: even(height * scale) } : { width: even(width * scale), height: r.p };
    return { ...r, ...size };
  });
}

/**
 * The AV1 rungs (docs/decisions/021-av1-rungs-beside-the-ladder.md): SVT-AV1 240p and 360p under a cap,
 * never above the source, each with Opus mono, and an Opus audio-only rung. Made by a second,
 * background job once the H.264 ladder is published; names are the H.264 rung's with an `av1-` prefix,
 * and `opus`.
 */
// SVT-AV1's cap is loose on short clips (an 8 s lecture's 240p came out at 80 kbit/s under 60, 65
// under 55): 55 keeps 240p with its sound under 0.75 MB a minute on the demo's 8 s clips too, and
// still averages about 60 kbit/s on long noisy footage (SSIM 0.935 against 0.935 at 60).
const AV1_RUNGS = [
  { p: 240, maxrateKbps: 55 },
  { p: 360, maxrateKbps: 110 },
] as const;
/** The encoder's own target; the fMP4 boxes of 60 ms packets bring it to about 24 kbit/s in the file. */
export const OPUS_KBPS = 22;
/** SVT-AV1's speed: 10 costs about 30 CPU seconds per minute of 1080p on this machine (docs/performance.md). */
export const AV1_PRESET = 10;
/** SVT-AV1 refuses pictures smaller than this on a side. */
const AV1_MIN_SIDE = 64;
export const AV1_MASTER = 'master-av1.m3u8';

export function planAv1(src: SourceInfo): RungPlan[] {
  const plan: RungPlan[] = [];
  if (src.hasAudio) plan.push({ name: 'opus', codec: 'opus', video: null, audio: true, codecs: 'opus' });
  if (src.video && Math.min(src.video.width, src.video.height) < AV1_MIN_SIDE) return plan;
  for (const r of pictureSizes(src, AV1_RUNGS)) {
    plan.push({
      name: `av1-${r.p}p`,
      codec: 'av1',
      video: { width: r.width, height: r.height, maxrateKbps: r.maxrateKbps, level: '3.0' },
      audio: src.hasAudio,
      codecs: '',
    });
  }
  return plan;
}

/** What ffprobe says of an AV1 stream. */
export interface Av1StreamInfo {
  /** 'Main', 'High' or 'Professional'. */
  profile: string;
  /** seq_level_idx: 0 is level 2.0, 4 is 3.0, 8 is 4.0 … */
  level: number;
  pixFmt: string;
}

/**
 * The RFC 6381 CODECS of an AV1 stream, `av01.P.LLT.DD` (AV1 codec ISO-BMFF binding, "Codecs
 * Parameter String"): profile, two-digit seq_level_idx, tier, bit depth. ffprobe does not give the
 * tier; it only exists above level 3.3 (idx 7) and SVT-AV1 writes Main tier unless told otherwise.
 */
export function av1Codecs(s: Av1StreamInfo): string {
  const profile = { Main: 0, High: 1, Professional: 2 }[s.profile];
  if (profile === undefined || !Number.isInteger(s.level) || s.level < 0 || s.level > 31) {
    throw new Error(`unexpected AV1 stream (profile ${s.profile}, level ${s.level})`);
  }
  const depth = /p12/.test(s.pixFmt) ? '12' : /p10/.test(s.pixFmt) ? '10' : '08';
  return `av01.${profile}.${String(s.level).padStart(2, '0')}M.${depth}`;
}

/** The CODECS of an encoded AV1 rung, read from its file (with `,opus` when it carries sound). */
export async function probeAv1Codecs(tools: FfmpegTools, file: string, signal?: AbortSignal): Promise<string> {
  const r = await run(tools.ffprobe, ['-v', 'error', '-print_format', 'json', '-show_streams', file], { signal });
  if (r.code !== 0) throw new Error(`ffprobe could not read an AV1 rung: ${reason(r.stderr, file)}`);
  const streams =
    (
      JSON.parse(r.stdout) as {
        streams?: { codec_type?: string; codec_name?: string; profile?: string; level?: number; pix_fmt?: string }[];
      }
    ).streams ?? [];
  const v = streams.find((st) => st.codec_type === 'video' && st.codec_name === 'av1');
  if (!v) throw new Error('an AV1 rung holds no AV1 picture');
  const codecs = av1Codecs({ profile: v.profile ?? '', level: Number(v.level), pixFmt: v.pix_fmt ?? '' });
  return streams.some((st) => st.codec_type === 'audio' && st.codec_name === 'opus') ? `${codecs},opus` : codecs;
}

/** HLS output of one rung: a single fMP4 file with a byte-range playlist, 6 s segments. */
const hlsOutput = (dir: string, name: string) => [
  '-f',
  'hls',
  '-hls_time',
  '6',
  '-hls_segment_type',
  'fmp4',
  '-hls_flags',
  'single_file',
  '-hls_playlist_type',
  'vod',
  '-hls_segment_filename',
  path.join(dir, `${name}.mp4`),
  path.join(dir, `${name}.m3u8`),
];

/**
 * The start of a one-run encode: read the source, and when there are picture rungs decode it once,
 * scale it to the largest and `split` it, each smaller rung scaled from that picture (`[v<i>]` is
 * the i-th picture rung's input).
 */
function sharedInput(source: string, src: SourceInfo, videoRungs: RungPlan[]): string[] {
  const args = ['-hide_banner', '-nostdin', '-y', '-v', 'error', '-nostats', '-progress', 'pipe:1', '-i', source];
  if (videoRungs.length) {
    // At most 25 frames a second: a phone's 30 or 60 costs bits a lesson does not need.
    const fps = src.video && src.video.fps > 25 ? 'fps=25,' : '';
    // Scaled once to the largest rung, then each smaller rung from that picture: scaling a 1080p
    // source four times over was a good part of the work.
    const top = videoRungs.at(-1)!.video!;
    const outs = videoRungs.map((_, i) => `[s${i}]`).join('');
    const scales = videoRungs
      .map((r, i) => (r.video === top ? `[s${i}]null[v${i}]` : `[s${i}]scale=${r.video!.width}:${r.video!.height},setsar=1[v${i}]`))
      .join(';');
    args.push(
      '-filter_complex',
      `[0:v:0]${fps}format=yuv420p,scale=${top.width}:${top.height},setsar=1,split=${videoRungs.length}${outs};${scales}`,
    );
  }
  return args;
}

/** ffmpeg's arguments for the whole ladder in one run: the source is decoded once and split. */
export function ladderArgs(source: string, src: SourceInfo, plan: RungPlan[], dir: string): string[] {
  const videoRungs = plan.filter((r) => r.video);
  const args = sharedInput(source, src, videoRungs);
  const audio = ['-c:a', 'aac', '-ac', '1', '-ar', '48000', '-b:a', `${AUDIO_KBPS}k`];
  for (const r of plan) {
    if (r.video) {
      const i = videoRungs.indexOf(r);
      const k = r.video.maxrateKbps;
      args.push('-map', `[v${i}]`);
      if (r.audio) args.push('-map', '0:a:0', ...audio);
      args.push(
        ...['-c:v', 'libx264', '-profile:v', 'main', '-level:v', r.video.level, '-preset', 'veryfast', '-crf', '27'],
        // The cap is what keeps noisy phone footage inside the budget. The buffer is 1 s of it: a
        // larger one lets the first seconds overshoot, which a short lecture feels (8 s at 240p
        // cost 1.57 MB a minute with 2 s, against 1.2 on a long clip).
        ...['-maxrate', `${k}k`, '-bufsize', `${k}k`],
        // A keyframe every 2 s whatever the frame rate, so 6 s segments cut cleanly.
        ...['-g', '50', '-keyint_min', '50', '-sc_threshold', '0', '-force_key_frames', 'expr:gte(t,n_forced*2)'],
        ...hlsOutput(dir, r.name),
      );
    } else {
      args.push('-map', '0:a:0', '-vn', ...audio, ...hlsOutput(dir, r.name));
    }
  }
  return args;
}

/**
 * ffmpeg's arguments for the AV1 rungs in one run (as ladderArgs): SVT-AV1 capped CRF (`mbr`, the
 * cap SVT-AV1 1.4 keeps per second), a keyframe every 2 s (SVT-AV1 1.4 ignores forced keyframes, so
 * `-g` is 2 s of the output frame rate), Opus mono in constrained VBR with 60 ms packets.
 */
export function av1Args(source: string, src: SourceInfo, plan: RungPlan[], dir: string): string[] {
  const videoRungs = plan.filter((r) => r.video);
  const args = sharedInput(source, src, videoRungs);
  const fps = Math.min(25, src.video?.fps || 25);
  const gop = String(Math.max(1, Math.round(fps * 2)));
  const audio = ['-c:a', 'libopus', '-ac', '1', '-ar', '48000', '-b:a', `${OPUS_KBPS}k`, '-vbr', 'constrained', '-frame_duration', '60'];
  for (const r of plan) {
    if (r.video) {
      args.push('-map', `[v${videoRungs.indexOf(r)}]`);
      if (r.audio) args.push('-map', '0:a:0', ...audio);
      args.push(
        ...['-c:v', 'libsvtav1', '-preset', String(AV1_PRESET), '-crf', '45', '-g', gop],
        ...['-svtav1-params', `mbr=${r.video.maxrateKbps}`],
        ...hlsOutput(dir, r.name),
      );
    } else {
      args.push('-map', '0:a:0', '-vn', ...audio, ...hlsOutput(dir, r.name));
    }
  }
  return args;
}

/**
 * Runs one encode (ladderArgs or av1Args) into `dir` (one `<name>.mp4` and `<name>.m3u8` per rung).
 * `onProgress` gets the share done, 0..1, from ffmpeg's progress reports; `nice` lowers its CPU
 * priority. UndecodableError when ffmpeg cannot read the source.
 */
export async function encodeRungs(
  tools: FfmpegTools,
  source: string,
  src: SourceInfo,
  args: string[],
  opts: { signal?: AbortSignal; onProgress?: (share: number) => void; nice?: number } = {},
): Promise<void> {
  let pending = '';
  const r = await run(tools.ffmpeg, args, {
    signal: opts.signal,
    nice: opts.nice,
    onStdout: (chunk) => {
      pending += chunk;
      const lines = pending.split('\n');
      pending = lines.pop() ?? '';
      for (const line of lines) {
        const m = /^out_time_us=(\d+)/.exec(line);
        if (m) opts.onProgress?.(Math.min(1, Number(m[1]) / 1e6 / src.durationSeconds));
      }
    },
  });
  if (r.code !== 0) throw toolFailure(r, source);
}

/** Encodes the H.264 ladder into `dir` (see encodeRungs). */
export const encodeLadder = (
  tools: FfmpegTools,
  source: string,
  src: SourceInfo,
  plan: RungPlan[],
  dir: string,
  opts: { signal?: AbortSignal; onProgress?: (share: number) => void } = {},
) => encodeRungs(tools, source, src, ladderArgs(source, src, plan, dir), opts);

export interface RungResult {
  fileBytes: number;
  playlistBytes: number;
  /** Peak bits per second over its segments. */
  bandwidth: number;
}

/** Sizes and peak bitrate of an encoded rung, read from its files and byte-range playlist. */
export async function measureRung(dir: string, name: string): Promise<RungResult> {
  const playlist = await fsp.readFile(path.join(dir, `${name}.m3u8`), 'utf8');
  const fileBytes = (await fsp.stat(path.join(dir, `${name}.mp4`))).size;
  let peak = 0;
  let duration = 0;
  for (const line of playlist.split('\n')) {
    const inf = /^#EXTINF:([\d.]+)/.exec(line);
    if (inf) duration = Number(inf[1]);
    const range = /^#EXT-X-BYTERANGE:(\d+)/.exec(line);
    if (range && duration > 0) peak = Math.max(peak, (Number(range[1]) * 8) / duration);
  }
  return { fileBytes, playlistBytes: Buffer.byteLength(playlist), bandwidth: Math.ceil(peak) };
}

/** The master playlist: every rung as a variant, cheapest first, with BANDWIDTH, RESOLUTION and CODECS. */
export function masterPlaylist(
  rungs: { name: string; width: number | null; height: number | null; bandwidth: number; codecs: string }[],
): string {
  const lines = ['#EXTM3U', '#EXT-X-VERSION:7', '#EXT-X-INDEPENDENT-SEGMENTS'];
  for (const r of rungs) {
    const resolution = r.width && r.height ? `,RESOLUTION=${r.width}x${r.height}` : '';
    lines.push(`#EXT-X-STREAM-INF:BANDWIDTH=${r.bandwidth}${resolution},CODECS="${r.codecs}"`, `${r.name}.m3u8`);
  }
  return `${lines.join('\n')}\n`;
}
