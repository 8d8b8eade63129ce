import fs from 'node:fs';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';

/**
 * A real S3-compatible server (s3rver) on loopback with one empty bucket, and the env that points
 * the app at it. s3rver checks request signatures of headers-signed requests but not much else:
 * presigned-URL expiry, bucket policies and checksums go unchecked (docs/decisions/030).
 */
export async function startS3(bucket = 'sewee-media') {
  const directory = fs.mkdtempSync(path.join(os.tmpdir(), 'sewee-s3-'));
  const server = new S3rver({ port: 0, address: '127.0.0.1', silent: true, directory, configureBuckets: [{ name: bucket, configs: [] }] });
  const { port } = (await server.run()) as AddressInfo;
  const endpoint = `http://127.0.0.1:${port}`;
  return {
    endpoint,
    directory,
    env: {
      STORAGE_DRIVER: 's3',
      S3_BUCKET: bucket,
      S3_ENDPOINT: endpoint,
      S3_ACCESS_KEY_ID: 'S3RVER',
      S3_SECRET_ACCESS_KEY: 'S3RVER',
    } as Record<string, string>,
    async close() {
      await server.close();
      fs.rmSync(directory, { recursive: true, force: true });
    },
  };
}
