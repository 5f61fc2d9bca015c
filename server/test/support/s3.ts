import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';
import type { S3Settings } from '../../src/core/config';

export interface TestS3 {
  /** The settings a shop uses for this object store's bucket. */
  settings: S3Settings;
  close(): Promise<void>;
}

/** An S3-compatible object store on a free local port, one bucket, its objects in a folder of its own. */
export async function startTestS3(bucket = 'shop-media'): Promise<TestS3> {
  const directory = await mkdtemp(path.join(tmpdir(), 'shop-s3-'));
  // s3rver checks request signatures against its own fixed key pair.
  const server = new S3rver({ address: '127.0.0.1', port: 0, silent: true, directory, configureBuckets: [{ name: bucket, configs: [] }] });
  const { port } = await server.run();
  return {
    settings: {
      bucket,
      endpoint: `http://127.0.0.1:${port}`,
      region: 'eu-south-1',
      credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
      forcePathStyle: true,
    },
    async close() {
      await server.close();
      await rm(directory, { recursive: true, force: true });
    },
  };
}
