import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config';
import { CaptionDrafts } from '../src/modules/captions/drafts';
import { WhisperCpp } from '../src/platform/speech/whisper-cpp';
import { createTestApp, type TestApp } from './helpers/app';
import { signedInAdmin } from './helpers/client';
import { coursePayload } from './helpers/media-files';
import { smallClip } from './helpers/video';

/**
 * The automatic caption drafts' seam (docs/captions.md): off by default; with
 * CAPTIONS_ENGINE=whisper-cpp the model is checked against its SHA-1, the lecture's sound goes to the
 * engine as WAV and its WebVTT comes back as an 'automatic' track in the course's language, never over
 * the instructor's. The engine here is a stand-in for whisper.cpp's `whisper-cli` speaking its command
 * line (-m -f -l -ovtt -of): Sewee ships no model (docs/captions.md).
 */

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sewee-whisper-'));
const cli = path.join(dir, 'whisper-cli');
const model = path.join(dir, 'ggml-test.bin');
const calls = path.join(dir, 'calls.log');
fs.writeFileSync(
  cli,
  `#!/bin/sh
# Stand-in for whisper.cpp's whisper-cli: checks it was given a WAV file and writes <of>.vtt.
while [ $# -gt 0 ]; do
  case "$1" in
    -f) wav="$2"; shift ;;
    -l) lang="$2"; shift ;;
    -of) out="$2"; shift ;;
  esac
  shift
done
[ "$(head -c 4 "$wav")" = "RIFF" ] || { echo "not a WAV file" >&2; exit 3; }
echo "$lang" >> "${calls}"
[ "$lang" = auto ] && echo "auto-detected language: sw (p = 0.91)" >&2
printf 'WEBVTT\\n\\n00:00:00.000 --> 00:00:01.500\\nBonjour à tous.\\n\\n00:00:01.500 --> 00:00:03.000\\nOn commence.\\n' > "$out.vtt"
`,
  { mode: 0o755 },
);
fs.writeFileSync(model, crypto.randomBytes(4096));
const sha1 = crypto.createHash('sha1').update(fs.readFileSync(model)).digest('hex');
const ENGINE = {
  CAPTIONS_ENGINE: 'whisper-cpp',
  CAPTIONS_WHISPER_CLI: cli,
  CAPTIONS_WHISPER_MODEL: model,
  CAPTIONS_WHISPER_MODEL_SHA1: sha1,
};

let t: TestApp;
let owner: Awaited<ReturnType<typeof signedInAdmin>>;
beforeAll(async () => {
  t = await createTestApp({ RATE_LIMITS: '0', ...ENGINE });
  owner = await signedInAdmin(t);
}, 60_000);
afterAll(async () => {
  await t?.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

async function frenchLecture() {
  const video = { name: 'talk.mp4', data: fs.readFileSync(smallClip()), type: 'video/mp4' };
  const payload = { ...(await coursePayload(owner.client, [{ freePreview: true, video }])), primaryLanguage: 'french' };
  const res = await owner.client.post('/api/instructor/course/add', payload);
  expect(res.statusCode, res.body).toBe(201);
  const course = res.json().data as { _id: string; curriculum: { _id: string; public_id: string }[] };
  await t.ctx.videos.process(course.curriculum[0]!.public_id);
  return course;
}
const captionsOf = async (courseId: string) =>
  (await owner.client.get(`/api/instructor/course/get/details/${courseId}`)).json().data.curriculum[0].captions as {
    lang: string;
    source: string;
    url: string;
  }[];

describe('automatic caption drafts', () => {
  it('are off unless CAPTIONS_ENGINE names an engine, which then needs its program, model and SHA-1', () => {
    expect(loadConfig({}).captionsEngine).toBeNull();
    expect(new CaptionDrafts({ ...t.ctx, config: loadConfig({}) }).engine).toBeNull();
    expect(() => loadConfig({ CAPTIONS_ENGINE: 'whisper-cpp' })).toThrow(/CAPTIONS_WHISPER_MODEL_SHA1: required/);
    expect(() => loadConfig({ ...ENGINE, CAPTIONS_WHISPER_MODEL_SHA1: 'abc' })).toThrow(/40-hex-digit SHA-1/);
  });

  it('checks the model file against its published SHA-1', async () => {
    const engine = t.ctx.config.captionsEngine!;
    await expect(new WhisperCpp(engine).check()).resolves.toBeUndefined();
    await expect(new WhisperCpp({ ...engine, modelSha1: '0'.repeat(40) }).check()).rejects.toThrow(
      /has SHA-1 [0-9a-f]{40}, not the published 0{40}/,
    );
    await expect(new WhisperCpp({ ...engine, cli: path.join(dir, 'nothing') }).check()).rejects.toThrow(/not an executable file/);
  });

  it('make an automatic track in the course’s language from the lecture’s sound', async () => {
    const course = await frenchLecture();
    await new CaptionDrafts(t.ctx).process(course.curriculum[0]!.public_id);
    const [track] = await captionsOf(course._id);
    expect(track).toMatchObject({ lang: 'fr', source: 'automatic' });
    expect((await owner.client.get(track!.url)).body).toBe(
      'WEBVTT\n\n00:00:00.000 --> 00:00:01.500\nBonjour à tous.\n\n00:00:01.500 --> 00:00:03.000\nOn commence.\n',
    );
    expect(fs.readFileSync(calls, 'utf8').trim().split('\n').at(-1)).toBe('fr');
    // Saved by the instructor, the draft is checked.
    const put = await owner.client.put(`/api/instructor/course/${course._id}/lectures/${course.curriculum[0]!._id}/captions/fr`, {
      text: 'WEBVTT\n\n00:00:00.000 --> 00:00:01.500\nBonjour à toutes et à tous.\n',
    });
    expect(put.json().data.source).toBe('instructor');
  });

  it('never replace captions the instructor gave first', async () => {
    const course = await frenchLecture();
    const lecture = course.curriculum[0]!;
    await owner.client.put(`/api/instructor/course/${course._id}/lectures/${lecture._id}/captions/fr`, {
      text: 'WEBVTT\n\n00:00:00.000 --> 00:00:01.000\nÀ la main.\n',
    });
    await new CaptionDrafts(t.ctx).process(lecture.public_id);
    const tracks = await captionsOf(course._id);
    expect(tracks.map((c) => [c.lang, c.source])).toEqual([['fr', 'instructor']]);
  });
});
