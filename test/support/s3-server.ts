import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { CreateBucketCommand, S3Client } from '@aws-sdk/client-s3';
import type { S3Settings } from '#server/providers/storage/s3-storage.ts';
import { whenFileDone } from './file-cleanup.ts';

/** s3rver checks request signatures against these fixed keys. */
const CREDENTIALS = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };

/**
 * A local S3-compatible server (s3rver) on 127.0.0.1:`port`, its objects in a
 * temporary folder, with `bucket` created through the S3 API; stopped and
 * removed after the file. `env` is the same store as the app's S3_* variables.
 * Call it at the top of the test file: vitest never runs an afterAll that is
 * registered inside a beforeAll.
 *
 * It runs as a child process with OpenSSL's legacy provider: s3rver seals
 * ListObjectsV2's continuation tokens with DES, which Node's OpenSSL 3 has
 * only there, so a listing past one page would fail in-process.
 */
export async function startS3Server(port: number, bucket = 'owo-files') {
  const directory = await mkdtemp(join(tmpdir(), 'owo-s3-'));
  const bin = createRequire(import.meta.url).resolve('s3rver/bin/s3rver.js');
  const child = spawn(
    process.execPath,
    [
      '--openssl-legacy-provider',
      bin,
      '-d',
      directory,
      '-a',
      '127.0.0.1',
      '-p',
      String(port),
      '-s',
    ],
    { stdio: ['ignore', 'pipe', 'pipe'] },
  );
  // Should the test process end without its after-hooks (killed, timed out).
  const orphanGuard = () => child.kill();
  process.once('exit', orphanGuard);
  whenFileDone(async () => {
    process.off('exit', orphanGuard);
    if (child.exitCode === null) {
      const exited = new Promise((done) => child.once('exit', done));
      child.kill();
      await exited;
    }
    await rm(directory, { recursive: true, force: true });
  });
  let output = '';
  child.stdout.on('data', (d) => {
    output += d;
  });
  child.stderr.on('data', (d) => {
    output += d;
  });
  const deadline = Date.now() + 20_000;
  while (!output.includes('S3rver listening')) {
    if (child.exitCode !== null || Date.now() > deadline)
      throw new Error(`s3rver did not start on port ${port}:\n${output}`);
    await new Promise((r) => setTimeout(r, 50));
  }
  const endpoint = `http://127.0.0.1:${port}`;
  const settings: S3Settings = {
    endpoint,
    bucket,
    region: 'us-east-1',
    forcePathStyle: true,
    credentials: CREDENTIALS,
  };
  const client = new S3Client(settings);
  await client.send(new CreateBucketCommand({ Bucket: bucket }));
  client.destroy();
  const env = {
    S3_ENDPOINT: endpoint,
    S3_BUCKET: bucket,
    S3_REGION: settings.region,
    S3_ACCESS_KEY_ID: CREDENTIALS.accessKeyId,
    S3_SECRET_ACCESS_KEY: CREDENTIALS.secretAccessKey,
  };
  return { settings, env, directory };
}
