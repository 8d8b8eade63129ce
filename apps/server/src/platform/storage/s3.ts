import http from 'node:http';
import https from 'node:https';
import { Transform, type Readable } from 'node:stream';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadBucketCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  S3Client,
  type S3ClientConfig,
} from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import { isStorageKey, StorageNotFoundError, type ByteRange, type Storage } from './storage';

/** Connections to the store: kept alive (a video seek is many small ranged GETs), enough for uploads and playback at once. */
const MAX_SOCKETS = 64;
/** A store that does not accept a connection or answer a request in this long is treated as down (the request fails, not hangs). */
const CONNECT_TIMEOUT_MS = 5_000;
const REQUEST_TIMEOUT_MS = 120_000;

export interface S3Options {
  bucket: string;
  region: string;
  endpoint?: string;
  accessKeyId?: string;
  secretAccessKey?: string;
  forcePathStyle: boolean;
}

/** Parts of a multipart upload: 8 MiB each (S3's minimum is 5 MiB), two in flight per upload. */
const PART_BYTES = 8 * 1024 * 1024;
const PARTS_IN_FLIGHT = 2;

const isMissing = (err: unknown) => {
  const e = err as { name?: string; $metadata?: { httpStatusCode?: number } };
  return e?.name === 'NoSuchKey' || e?.name === 'NotFound' || e?.$metadata?.httpStatusCode === 404;
};

/**
 * An S3-compatible bucket (AWS S3, MinIO, R2, Spaces, Wasabi). Writes go through lib-storage's
 * Upload: one PUT for a small object, a multipart upload for a large one, aborted on failure so
 * nothing of a refused or broken upload stays. Reads pass a byte range straight to S3 (GetObject's
 * Range), so a seek in a video fetches only what is played. The app serves the bytes itself (no
 * presigned URLs): who may watch is checked per request, as on the local disk (decision 030).
 */
export class S3Storage implements Storage {
  readonly client: S3Client;

  constructor(private readonly opts: S3Options) {
    const config: S3ClientConfig = {
      region: opts.region,
      forcePathStyle: opts.forcePathStyle,
      ...(opts.endpoint ? { endpoint: opts.endpoint } : {}),
      ...(opts.accessKeyId && opts.secretAccessKey
        ? { credentials: { accessKeyId: opts.accessKeyId, secretAccessKey: opts.secretAccessKey } }
        : {}),
      // Checksums on every request are the SDK's default since 3.729; S3-compatible stores that
      // predate them (and s3rver) refuse the extra headers, so they are sent only when required.
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
      // The SDK's NodeHttpHandler, configured: keep-alive agents with room for parallel parts and
      // ranged reads, and timeouts so a stalled store fails a request instead of holding it.
      requestHandler: {
        httpAgent: new http.Agent({ keepAlive: true, maxSockets: MAX_SOCKETS }),
        httpsAgent: new https.Agent({ keepAlive: true, maxSockets: MAX_SOCKETS }),
        connectionTimeout: CONNECT_TIMEOUT_MS,
        requestTimeout: REQUEST_TIMEOUT_MS,
      },
    };
    this.client = new S3Client(config);
  }

  private check(key: string): string {
    if (!isStorageKey(key)) throw new Error(`Invalid storage key: ${key}`);
    return key;
  }

  async put(key: string, body: Readable): Promise<{ size: number }> {
    let size = 0;
    const count = new Transform({
      transform(chunk: Buffer, _enc, done) {
        size += chunk.length;
        done(null, chunk);
      },
    });
    // A failure of the source must reach the upload (pipe alone would leave it waiting).
    body.once('error', (err) => count.destroy(err));
    body.pipe(count);
    const upload = new Upload({
      client: this.client,
      params: { Bucket: this.opts.bucket, Key: this.check(key), Body: count },
      partSize: PART_BYTES,
      queueSize: PARTS_IN_FLIGHT,
      leavePartsOnError: false,
    });
    try {
      await upload.done();
    } catch (err) {
      body.destroy();
      throw err;
    }
    return { size };
  }

  async stream(key: string, range?: ByteRange): Promise<Readable> {
    try {
      const res = await this.client.send(
        new GetObjectCommand({
          Bucket: this.opts.bucket,
          Key: this.check(key),
          ...(range ? { Range: `bytes=${range.start}-${range.end}` } : {}),
        }),
      );
      return res.Body as Readable;
    } catch (err) {
      if (isMissing(err)) throw new StorageNotFoundError(key);
      throw err;
    }
  }

  async delete(key: string): Promise<void> {
    await this.client.send(new DeleteObjectCommand({ Bucket: this.opts.bucket, Key: this.check(key) }));
  }

  async stat(key: string): Promise<{ size: number } | undefined> {
    try {
      const res = await this.client.send(new HeadObjectCommand({ Bucket: this.opts.bucket, Key: this.check(key) }));
      return { size: res.ContentLength ?? 0 };
    } catch (err) {
      if (isMissing(err)) return undefined;
      throw err;
    }
  }

  /** Interrupted writes leave no object here (a multipart upload is aborted); the bucket's lifecycle rule handles a killed process's parts. */
  async sweepTemporary(): Promise<number> {
    return 0;
  }

  /** Answers when the bucket can be reached with these credentials (/api/ready). */
  async ping(): Promise<void> {
    await this.client.send(new HeadBucketCommand({ Bucket: this.opts.bucket }));
  }

  /** Every key under `prefix` (backups list the bucket this way). */
  async *keys(prefix = ''): AsyncGenerator<string> {
    let token: string | undefined;
    do {
      const page = await this.client.send(
        new ListObjectsV2Command({ Bucket: this.opts.bucket, Prefix: prefix || undefined, ContinuationToken: token }),
      );
      // Only keys the app makes: anything else in a shared bucket is not ours to back up.
      for (const o of page.Contents ?? []) if (o.Key && isStorageKey(o.Key)) yield o.Key;
      token = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (token);
  }
}
