import { spawnSync } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/**
 * Real video made with ffmpeg at test time (nothing large is committed): lavfi's testsrc2 with
 * noise, like a phone's footage, and a tone. Each clip is made once per machine and reused from the
 * OS temp folder, so several test files (and both database projects) do not each pay for it.
 */
export interface ClipSpec {
  seconds: number;
  width: number;
  height: number;
  fps?: number;
  /** Target video bitrate of the source, e.g. '8M' for a phone's 1080p. */
  bitrate?: string;
  /** Grain strength (0-100): noise is what makes phone footage expensive to encode. */
  noise?: number;
  audio?: boolean;
}

export function clip(spec: ClipSpec): string {
  const { seconds, width, height, fps = 30, bitrate = '2M', noise = 20, audio = true } = spec;
  const key = crypto
    .createHash('sha256')
    .update(JSON.stringify([seconds, width, height, fps, bitrate, noise, audio]))
    .digest('hex')
    .slice(0, 16);
  const dir = path.join(os.tmpdir(), 'sewee-test-clips');
  const file = path.join(dir, `${key}.mp4`);
  if (fs.existsSync(file)) return file;
  fs.mkdirSync(dir, { recursive: true });
  const temp = `${file}.${process.pid}.${crypto.randomBytes(4).toString('hex')}.mp4`;
  const args = [
    '-hide_banner',
    '-v',
    'error',
    '-y',
    '-f',
    'lavfi',
    '-i',
    `testsrc2=size=${width}x${height}:rate=${fps},noise=alls=${noise}:allf=t+u`,
  ];
  if (audio) args.push('-f', 'lavfi', '-i', 'sine=frequency=440:sample_rate=48000');
  args.push('-t', String(seconds), '-c:v', 'libx264', '-preset', 'ultrafast', '-pix_fmt', 'yuv420p');
  args.push('-b:v', bitrate, '-maxrate', bitrate, '-bufsize', bitrate);
  if (audio) args.push('-c:a', 'aac', '-b:a', '128k', '-shortest');
  args.push(temp);
  const r = spawnSync('ffmpeg', args, { encoding: 'utf8', timeout: 300_000 });
  if (r.status !== 0) throw new Error(`making a test clip failed: ${r.stderr}`);
  // Another test file may have made it meanwhile: either copy is the same clip.
  fs.renameSync(temp, file);
  return file;
}

/** A short, small clip for tests that only need "some video". */
export const smallClip = () => clip({ seconds: 4, width: 640, height: 360, fps: 25, bitrate: '600k' });

/** What ffprobe reads in a file: its streams' kinds and the picture's size. */
export function probeFile(file: string): {
  video?: { width: number; height: number; codec: string; profile: string };
  audio?: { codec: string; channels: number };
} {
  const r = spawnSync('ffprobe', ['-v', 'error', '-print_format', 'json', '-show_streams', file], { encoding: 'utf8' });
  if (r.status !== 0) throw new Error(`ffprobe failed: ${r.stderr}`);
  const streams = (JSON.parse(r.stdout) as { streams: Record<string, unknown>[] }).streams;
  const v = streams.find((s) => s.codec_type === 'video');
  const a = streams.find((s) => s.codec_type === 'audio');
  return {
    video: v ? { width: Number(v.width), height: Number(v.height), codec: String(v.codec_name), profile: String(v.profile) } : undefined,
    audio: a ? { codec: String(a.codec_name), channels: Number(a.channels) } : undefined,
  };
}

/** Whether ffmpeg decodes the whole file without an error. */
export function decodes(file: string): boolean {
  const r = spawnSync('ffmpeg', ['-v', 'error', '-i', file, '-f', 'null', '-'], { encoding: 'utf8', timeout: 300_000 });
  return r.status === 0 && !r.stderr.trim();
}

/** A phone's 1080p recording: noisy, 30 fps, about 8 Mbit/s (the budget test and the bench use it). */
export const PHONE_CLIP: ClipSpec = { seconds: 30, width: 1920, height: 1080, fps: 30, bitrate: '8M', noise: 20 };

/**
 * SSIM-Y of a rung's picture against the source, the rung scaled back up to the source's size (what
 * a phone's screen does), over the first `seconds`, with ffmpeg's ssim filter. The source is taken
 * at the ladder's 25 fps so frames line up.
 */
export function ssimAgainstSource(rung: string, source: string, size: { width: number; height: number }, seconds: number): number {
  const r = spawnSync(
    'ffmpeg',
    [
      ...['-hide_banner', '-nostats', '-t', String(seconds), '-i', rung, '-t', String(seconds), '-i', source],
      ...[
        '-lavfi',
        `[0:v]scale=${size.width}:${size.height}:flags=bicubic,setsar=1[a];[1:v]fps=25,setsar=1[b];[a][b]ssim`,
        '-f',
        'null',
        '-',
      ],
    ],
    { encoding: 'utf8', timeout: 300_000 },
  );
  const y = /SSIM Y:([\d.]+)/.exec(r.stderr);
  if (r.status !== 0 || !y) throw new Error(`ssim failed: ${r.stderr.slice(-500)}`);
  return Number(y[1]);
}

/** ffprobe's reading of a file's AV1 stream: profile, level (seq_level_idx), pixel format. */
export function probeAv1(file: string): { profile: string; level: number; pixFmt: string } {
  const r = spawnSync('ffprobe', ['-v', 'error', '-select_streams', 'v:0', '-print_format', 'json', '-show_streams', file], {
    encoding: 'utf8',
  });
  const s = (JSON.parse(r.stdout) as { streams: { profile: string; level: number; pix_fmt: string }[] }).streams[0]!;
  return { profile: s.profile, level: s.level, pixFmt: s.pix_fmt };
}
