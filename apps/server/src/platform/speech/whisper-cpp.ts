import crypto from 'node:crypto';
import fs from 'node:fs';
import fsp from 'node:fs/promises';
import path from 'node:path';
import { parseCaptions, type Cue } from '@sewee/shared';
import { run } from '../process';

/**
 * A speech recogniser that turns a lecture's sound into caption cues. Sewee ships none
 * (docs/captions.md says why and how an operator adds one); whisper.cpp is the one it knows how to run.
 */
export interface SpeechEngine {
  /** Checks the engine can run (program, model); throws a sentence naming what is wrong. */
  check(): Promise<void>;
  /**
   * Cues of the speech in `wav` (16 kHz mono, extractSpeech). `lang`: a BCP 47 code, or null to let
   * the engine detect it; the answer says which language it used.
   */
  transcribe(wav: string, lang: string | null, workDir: string, signal?: AbortSignal): Promise<{ lang: string; cues: Cue[] }>;
}

/** SHA-1 of a file, read as a stream (models are hundreds of megabytes). */
export async function sha1Of(file: string): Promise<string> {
  const hash = crypto.createHash('sha1');
  for await (const chunk of fs.createReadStream(file)) hash.update(chunk as Buffer);
  return hash.digest('hex');
}

/**
 * whisper.cpp's command-line program (`whisper-cli`, built from github.com/ggml-org/whisper.cpp)
 * with a ggml model file checked against its published SHA-1. It is asked for WebVTT (`-ovtt`), which
 * Sewee reads with the same parser as an instructor's upload.
 */
export class WhisperCpp implements SpeechEngine {
  constructor(private readonly o: { cli: string; model: string; modelSha1: string; threads: number }) {}

  async check(): Promise<void> {
    try {
      await fsp.access(this.o.cli, fs.constants.X_OK);
    } catch {
      throw new Error(`CAPTIONS_WHISPER_CLI=${this.o.cli} is not an executable file`);
    }
    let actual: string;
    try {
      actual = await sha1Of(this.o.model);
    } catch {
      throw new Error(`CAPTIONS_WHISPER_MODEL=${this.o.model} cannot be read`);
    }
    if (actual !== this.o.modelSha1) {
      throw new Error(
        `CAPTIONS_WHISPER_MODEL=${this.o.model} has SHA-1 ${actual}, not the published ${this.o.modelSha1}: download it again`,
      );
    }
  }

  async transcribe(wav: string, lang: string | null, workDir: string, signal?: AbortSignal) {
    const out = path.join(workDir, 'speech');
    const args = ['-m', this.o.model, '-f', wav, '-l', lang ?? 'auto', '-t', String(this.o.threads), '-ovtt', '-of', out, '-np'];
    const r = await run(this.o.cli, args, { signal });
    if (r.code !== 0) throw new Error(`whisper.cpp stopped (${r.code}): ${r.stderr.trim().split('\n').slice(-2).join(' ')}`);
    // "auto-detected language: fr (p = 0.97)" when it was asked to detect.
    const detected = /auto-detected language:\s*([a-z]{2,3})/.exec(r.stderr)?.[1];
    const parsed = parseCaptions(await fsp.readFile(`${out}.vtt`, 'utf8'));
    return { lang: lang ?? detected ?? 'en', cues: parsed.ok ? parsed.cues : [] };
  }
}
