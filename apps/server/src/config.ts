import net from 'node:net';
import path from 'node:path';
import { z } from 'zod';

const bool = z
  .enum(['1', '0', 'true', 'false', 'yes', 'no', 'on', 'off'], { error: 'use 1/0, true/false, yes/no or on/off' })
  .transform((v) => ['1', 'true', 'yes', 'on'].includes(v));

const url = (protocols: string[]) =>
  z.string().refine(
    (v) => {
      try {
        return protocols.includes(new URL(v).protocol);
      } catch {
        return false;
      }
    },
    `must be a URL starting with ${protocols.join(' or ')}//`,
  );

/** proxy-addr's names for address ranges, which Fastify's trustProxy accepts beside addresses and CIDRs. */
const PROXY_RANGE_NAMES = ['loopback', 'linklocal', 'uniquelocal'];

function isAddressOrCidr(entry: string): boolean {
  if (PROXY_RANGE_NAMES.includes(entry)) return true;
  const [address = '', prefix, ...rest] = entry.split('/');
  const family = net.isIP(address);
  if (!family || rest.length) return false;
  return prefix === undefined || (/^\d{1,3}$/.test(prefix) && Number(prefix) <= (family === 4 ? 32 : 128));
}

/**
 * Which proxies may tell us the client's address (X-Forwarded-For/-Proto/-Host): none, the nearest
 * N hops, or the listed addresses. `true` (every hop) is refused: any client could then name itself.
 */
const trustProxy = z
  .string()
  .trim()
  .transform((v, c): false | number | string[] => {
    if (['0', 'off', 'false', 'no'].includes(v.toLowerCase())) return false;
    if (/^\d+$/.test(v)) return Number(v);
    const entries = v
      .split(',')
      .map((e) => e.trim())
      .filter(Boolean);
    const bad = entries.filter((e) => !isAddressOrCidr(e));
    if (!entries.length || bad.length) {
      c.addIssue({
        code: 'custom',
        message: `use off, a number of proxy hops (e.g. 1), or a comma-separated list of proxy addresses/CIDRs (e.g. 10.0.0.0/8,127.0.0.1)${bad.length ? `; not an address or CIDR: ${bad.join(', ')}` : ''}`,
      });
      return z.NEVER;
    }
    return entries;
  });

const seconds = (fallback: number, max: number) => z.coerce.number().positive().max(max).default(fallback);

const EnvSchema = z.object({
  /** Only `production` changes behaviour: no demo content and no sandbox payments unless asked for. */
  NODE_ENV: z.string().optional(),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default('0.0.0.0'),
  DATA_DIR: z.string().min(1).default('./data'),
  PUBLIC_URL: url(['http:', 'https:']).optional(),
  DATABASE_URL: url(['postgres:', 'postgresql:']).optional(),
  SMTP_URL: url(['smtp:', 'smtps:']).optional(),
  MAIL_FROM: z.string().min(3).default('Sewee <no-reply@sewee.local>'),
  SITE_EMAIL: z.email().default('hello@sewee.africa'),
  PAYMENT_PROVIDER: z.enum(['sandbox', 'paystack', 'flutterwave']).optional(),
  /** In production the sandbox (anyone approved "pays" with a button) must be asked for by name. */
  ALLOW_SANDBOX_PAYMENTS: bool.default(false),
  PAYSTACK_SECRET_KEY: z.string().min(1).optional(),
  PAYSTACK_BASE_URL: url(['http:', 'https:']).default('https://api.paystack.co'),
  /** The ways to pay Paystack's checkout offers (its `channels`), comma-separated. */
  PAYSTACK_CHANNELS: z
    .string()
    .regex(/^\s*[a-z_]+\s*(,\s*[a-z_]+\s*)*$/, 'must be a comma-separated list such as card,bank,ussd,qr,mobile_money,bank_transfer')
    .default('card,bank,ussd,qr,mobile_money,bank_transfer'),
  FLUTTERWAVE_SECRET_KEY: z.string().min(1).optional(),
  /** The secret hash set on Flutterwave's dashboard; each webhook carries it in `verif-hash`. */
  FLUTTERWAVE_WEBHOOK_HASH: z.string().min(1).optional(),
  FLUTTERWAVE_BASE_URL: url(['http:', 'https:']).default('https://api.flutterwave.com'),
  PAYMENT_CURRENCY: z
    .string()
    .regex(/^[A-Z]{3}$/, 'must be a 3-letter currency code')
    .default('USD'),
  /** How long an unsettled payment (a transfer never made) stays open before its order is marked abandoned. */
  PAYMENT_EXPIRY_HOURS: z.coerce
    .number()
    .positive()
    .max(24 * 30)
    .default(24),
  /** The sandbox's "Pay later": how long its payment takes to settle. */
  SANDBOX_SETTLE_SECONDS: z.coerce.number().min(0).max(3600).default(30),
  SEED_DEMO: bool.optional(),
  /** A folder where the demo seed keeps its lectures' encoded ladder between starts (the browser suite sets it). */
  DEMO_LADDER_CACHE: z.string().min(1).optional(),
  UPLOAD_MAX_VIDEO_MB: z.coerce.number().positive().default(2048),
  /** Unfinished resumable uploads one admin may keep at once (each may hold up to the video limit on disk). */
  UPLOAD_MAX_UNFINISHED: z.coerce.number().int().positive().default(20),
  /** ffmpeg for the low-data video ladder; default: `ffmpeg` on the PATH. Without it originals play. */
  FFMPEG_PATH: z.string().min(1).optional(),
  /** ffprobe; default: beside ffmpeg, else on the PATH. */
  FFPROBE_PATH: z.string().min(1).optional(),
  /** pdftoppm (poppler-utils) for lesson PDFs' first-page previews; default: `pdftoppm` on the PATH. Without it PDFs have no preview. */
  PDFTOPPM_PATH: z.string().min(1).optional(),
  /** Where media bytes live: `local` (DATA_DIR/media) or `s3` (an S3-compatible bucket; docs/deploy.md). */
  STORAGE_DRIVER: z.enum(['local', 's3']).default('local'),
  S3_BUCKET: z.string().min(3).max(63).optional(),
  /** For MinIO, R2, Spaces or Wasabi; unset for AWS S3. */
  S3_ENDPOINT: url(['http:', 'https:']).optional(),
  S3_REGION: z.string().min(1).default('us-east-1'),
  S3_ACCESS_KEY_ID: z.string().min(1).optional(),
  S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  /** Bucket in the path (http://host/bucket/key) instead of the host name; default: on when S3_ENDPOINT is set. */
  S3_FORCE_PATH_STYLE: bool.optional(),
  /** After SIGTERM, /api/ready answers 503 for this long while requests are still served, before the port closes. */
  SHUTDOWN_DRAIN_SECONDS: z.coerce.number().min(0).max(10).default(0),
  /** Bearer token for GET /api/metrics (Prometheus); unset: the endpoint is off (404). */
  METRICS_TOKEN: z.string().min(16, 'use at least 16 characters').optional(),
  /** How many videos one process encodes at once (each ffmpeg uses every core it can). */
  VIDEO_CONCURRENCY: z.coerce.number().int().min(1).max(16).default(1),
  UPLOAD_MAX_IMAGE_MB: z.coerce.number().positive().default(10),
  /**
   * Automatic caption drafts (docs/captions.md): off, or whisper-cpp (whisper.cpp's command-line
   * program with a ggml model file the operator installs; docs/captions.md). Off: nothing automatic
   * happens.
   */
  CAPTIONS_ENGINE: z.enum(['off', 'whisper-cpp']).default('off'),
  /** whisper.cpp's `whisper-cli` program. */
  CAPTIONS_WHISPER_CLI: z.string().min(1).optional(),
  /** The ggml model file (e.g. ggml-base.bin). */
  CAPTIONS_WHISPER_MODEL: z.string().min(1).optional(),
  /** The model's published SHA-1: the file is checked against it at start. */
  CAPTIONS_WHISPER_MODEL_SHA1: z
    .string()
    .regex(/^[0-9a-fA-F]{40}$/, 'must be the 40-hex-digit SHA-1 published with the model')
    .optional(),
  /** Threads whisper.cpp may use (default: 2, leaving the requests and ffmpeg their share on a small server). */
  CAPTIONS_THREADS: z.coerce.number().int().min(1).max(64).default(2),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** Turns the per-IP/per-account rate limits off; for load benchmarks only. */
  RATE_LIMITS: bool.default(true),
  /** How long the public catalogue list is served from memory; 0 turns the cache off. */
  CATALOGUE_CACHE_SECONDS: z.coerce.number().min(0).max(300).default(5),
  /** How long start-up keeps retrying an unreachable PostgreSQL before giving up; 0 tries once. */
  DATABASE_WAIT_SECONDS: z.coerce.number().min(0).max(3600).default(60),
  /** The API reference at /api/docs (every route with its schemas); 0 hides it. */
  API_DOCS: bool.default(true),
  TRUST_PROXY: trustProxy.default(false),
  /** A JSON body must have arrived completely this long after its request started. */
  BODY_TIMEOUT_SECONDS: seconds(30, 600),
  /** An upload that sends no byte for this long is cut. */
  UPLOAD_IDLE_TIMEOUT_SECONDS: seconds(60, 3600),
  /** Any request, uploads included, must have arrived completely within this. */
  REQUEST_TIMEOUT_SECONDS: seconds(3600, 24 * 3600),
});

/** Every environment variable the app reads (deploy files and the table in docs/configuration.md are checked against it). */
export const CONFIG_KEYS = Object.keys(EnvSchema.shape);

export interface Config {
  production: boolean;
  port: number;
  host: string;
  dataDir: string;
  publicUrl: string;
  secureCookies: boolean;
  databaseUrl?: string;
  smtpUrl?: string;
  mailFrom: string;
  siteEmail: string;
  payments: {
    provider: 'sandbox' | 'paystack' | 'flutterwave';
    paystackSecretKey?: string;
    paystackBaseUrl: string;
    paystackChannels: string[];
    flutterwaveSecretKey?: string;
    flutterwaveWebhookHash?: string;
    flutterwaveBaseUrl: string;
    currency: string;
    /** Open orders not settled this long after they were made are abandoned (the re-check job). */
    expiryMs: number;
    sandboxSettleMs: number;
  };
  seedDemo: boolean;
  /** With the demo seed: the folder its lectures' shared ladder is cached in (modules/demo/ladders.ts). */
  demoLadderCache?: string;
  uploads: { maxVideoBytes: number; maxImageBytes: number; maxUnfinished: number };
  storage:
    | { driver: 'local' }
    | {
        driver: 's3';
        s3: {
          bucket: string;
          region: string;
          endpoint?: string;
          accessKeyId?: string;
          secretAccessKey?: string;
          forcePathStyle: boolean;
        };
      };
  /** How long a shutdown keeps serving with /api/ready at 503 before it stops listening. */
  shutdownDrainMs: number;
  /** GET /api/metrics answers only with this bearer token; undefined: off. */
  metricsToken?: string;
  video: { ffmpegPath?: string; ffprobePath?: string; concurrency: number };
  /** The tool that renders a lesson PDF's first page (platform/documents/pdf-page.ts). */
  documents: { pdftoppmPath?: string };
  /** The speech engine for automatic caption drafts (modules/captions/drafts.ts); null: off. */
  captionsEngine: { kind: 'whisper-cpp'; cli: string; model: string; modelSha1: string; threads: number } | null;
  logLevel: string;
  rateLimits: boolean;
  catalogueCacheMs: number;
  databaseWaitMs: number;
  apiDocs: boolean;
  /** Fastify's trustProxy: false, a hop count, or the proxies' addresses/CIDRs. */
  trustProxy: false | number | string[];
  timeouts: { bodyMs: number; uploadIdleMs: number; requestMs: number };
}

export class ConfigError extends Error {}

/**
 * A production start must not be wide open by default: the payment provider is chosen by name, and
 * the sandbox checkout (where anyone approved "pays" by pressing a button) needs a second, explicit yes.
 */
function productionProblems(e: z.infer<typeof EnvSchema>): string[] {
  const problems: string[] = [];
  if (!e.PAYMENT_PROVIDER) {
    problems.push('PAYMENT_PROVIDER: must be set when NODE_ENV=production (paystack, or sandbox with ALLOW_SANDBOX_PAYMENTS=1)');
  } else if (e.PAYMENT_PROVIDER === 'sandbox' && !e.ALLOW_SANDBOX_PAYMENTS) {
    problems.push(
      'PAYMENT_PROVIDER: sandbox lets anyone approved "pay" by pressing a button; with NODE_ENV=production it also needs ALLOW_SANDBOX_PAYMENTS=1',
    );
  }
  // Without it every mail (codes, reset links) would only be written to DATA_DIR/outbox: nobody gets
  // it, and live secrets pile up on disk in plain text.
  if (!e.SMTP_URL) problems.push('SMTP_URL: must be set when NODE_ENV=production, or no e-mail (codes, reset links) reaches anyone');
  return problems;
}

/** Reads the environment once; every bad key is named in one error. Nothing else reads process.env. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const cleaned = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined && v !== ''));
  const parsed = EnvSchema.safeParse(cleaned);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  const production = e.NODE_ENV === 'production';
  const problems = production ? productionProblems(e) : [];
  if (e.PAYMENT_PROVIDER === 'paystack' && !e.PAYSTACK_SECRET_KEY) {
    problems.push('PAYSTACK_SECRET_KEY: required when PAYMENT_PROVIDER=paystack');
  }
  if (e.CAPTIONS_ENGINE === 'whisper-cpp') {
    for (const key of ['CAPTIONS_WHISPER_CLI', 'CAPTIONS_WHISPER_MODEL', 'CAPTIONS_WHISPER_MODEL_SHA1'] as const) {
      if (!e[key]) problems.push(`${key}: required when CAPTIONS_ENGINE=whisper-cpp (docs/captions.md)`);
    }
  }
  if (e.PAYMENT_PROVIDER === 'flutterwave') {
    if (!e.FLUTTERWAVE_SECRET_KEY) problems.push('FLUTTERWAVE_SECRET_KEY: required when PAYMENT_PROVIDER=flutterwave');
    if (!e.FLUTTERWAVE_WEBHOOK_HASH) problems.push('FLUTTERWAVE_WEBHOOK_HASH: required when PAYMENT_PROVIDER=flutterwave');
  }
  if (e.STORAGE_DRIVER === 's3') {
    if (!e.S3_BUCKET) problems.push('S3_BUCKET: required when STORAGE_DRIVER=s3');
    if (!e.S3_ACCESS_KEY_ID !== !e.S3_SECRET_ACCESS_KEY) {
      problems.push('S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY: set both, or neither (then the AWS SDK finds credentials itself)');
    }
  }
  if (problems.length) throw new ConfigError(`Invalid configuration:\n${problems.map((p) => `  ${p}`).join('\n')}`);
  const publicUrl = (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/+$/, '');
  return {
    production,
    port: e.PORT,
    host: e.HOST,
    dataDir: path.resolve(e.DATA_DIR),
    publicUrl,
    secureCookies: publicUrl.startsWith('https:'),
    databaseUrl: e.DATABASE_URL,
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    siteEmail: e.SITE_EMAIL,
    payments: {
      provider: e.PAYMENT_PROVIDER ?? 'sandbox',
      paystackSecretKey: e.PAYSTACK_SECRET_KEY,
      paystackBaseUrl: e.PAYSTACK_BASE_URL.replace(/\/+$/, ''),
      paystackChannels: e.PAYSTACK_CHANNELS.split(',').map((c) => c.trim()),
      flutterwaveSecretKey: e.FLUTTERWAVE_SECRET_KEY,
      flutterwaveWebhookHash: e.FLUTTERWAVE_WEBHOOK_HASH,
      flutterwaveBaseUrl: e.FLUTTERWAVE_BASE_URL.replace(/\/+$/, ''),
      currency: e.PAYMENT_CURRENCY,
      expiryMs: Math.round(e.PAYMENT_EXPIRY_HOURS * 3600_000),
      sandboxSettleMs: Math.round(e.SANDBOX_SETTLE_SECONDS * 1000),
    },
    // A fresh clone gets its demo; production only when SEED_DEMO=1 says so.
    seedDemo: e.SEED_DEMO ?? (!production && !e.DATABASE_URL),
    demoLadderCache: e.DEMO_LADDER_CACHE,
    uploads: {
      maxVideoBytes: Math.floor(e.UPLOAD_MAX_VIDEO_MB * 1024 * 1024),
      maxImageBytes: Math.floor(e.UPLOAD_MAX_IMAGE_MB * 1024 * 1024),
      maxUnfinished: e.UPLOAD_MAX_UNFINISHED,
    },
    storage:
      e.STORAGE_DRIVER === 's3'
        ? {
            driver: 's3',
            s3: {
              bucket: e.S3_BUCKET!,
              region: e.S3_REGION,
              endpoint: e.S3_ENDPOINT,
              accessKeyId: e.S3_ACCESS_KEY_ID,
              secretAccessKey: e.S3_SECRET_ACCESS_KEY,
              forcePathStyle: e.S3_FORCE_PATH_STYLE ?? Boolean(e.S3_ENDPOINT),
            },
          }
        : { driver: 'local' },
    metricsToken: e.METRICS_TOKEN,
    shutdownDrainMs: Math.round(e.SHUTDOWN_DRAIN_SECONDS * 1000),
    video: { ffmpegPath: e.FFMPEG_PATH, ffprobePath: e.FFPROBE_PATH, concurrency: e.VIDEO_CONCURRENCY },
    documents: { pdftoppmPath: e.PDFTOPPM_PATH },
    captionsEngine:
      e.CAPTIONS_ENGINE === 'whisper-cpp'
        ? {
            kind: 'whisper-cpp',
            cli: e.CAPTIONS_WHISPER_CLI!,
            model: e.CAPTIONS_WHISPER_MODEL!,
            modelSha1: e.CAPTIONS_WHISPER_MODEL_SHA1!.toLowerCase(),
            threads: e.CAPTIONS_THREADS,
          }
        : null,
    logLevel: e.LOG_LEVEL,
    rateLimits: e.RATE_LIMITS,
    catalogueCacheMs: Math.round(e.CATALOGUE_CACHE_SECONDS * 1000),
    databaseWaitMs: Math.round(e.DATABASE_WAIT_SECONDS * 1000),
    apiDocs: e.API_DOCS,
    trustProxy: e.TRUST_PROXY,
    timeouts: {
      bodyMs: Math.round(e.BODY_TIMEOUT_SECONDS * 1000),
      uploadIdleMs: Math.round(e.UPLOAD_IDLE_TIMEOUT_SECONDS * 1000),
      requestMs: Math.round(e.REQUEST_TIMEOUT_SECONDS * 1000),
    },
  };
}
