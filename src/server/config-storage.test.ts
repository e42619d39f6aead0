import { spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { loadConfig } from './config.ts';

const s3 = {
  STORAGE: 's3',
  S3_BUCKET: 'owo-files',
  S3_ACCESS_KEY_ID: 'AKIAEXAMPLE',
  S3_SECRET_ACCESS_KEY: 'example-secret-access-key',
};

describe('STORAGE', () => {
  it('is disk by default, with the embedded database and with DATABASE_URL', () => {
    expect(loadConfig({}).STORAGE).toBe('disk');
    expect(loadConfig({ DATABASE_URL: 'postgres://app@db/owo' }).STORAGE).toBe('disk');
    expect(loadConfig({ STORAGE: 'postgres' }).STORAGE).toBe('postgres');
  });

  it('refuses a store it does not know', () => {
    expect(() => loadConfig({ STORAGE: 'ftp' })).toThrow(/STORAGE: .*"disk"/);
  });

  it('reads the bucket: AWS by region, or a store of its own by address (path-style)', () => {
    expect(loadConfig(s3).s3).toEqual({
      endpoint: undefined,
      bucket: 'owo-files',
      region: 'us-east-1',
      forcePathStyle: false,
      credentials: { accessKeyId: 'AKIAEXAMPLE', secretAccessKey: 'example-secret-access-key' },
    });
    const own = loadConfig({ ...s3, S3_ENDPOINT: 'http://minio:9000', S3_REGION: 'eu-west-1' });
    expect(own.s3).toMatchObject({
      endpoint: 'http://minio:9000',
      region: 'eu-west-1',
      forcePathStyle: true,
    });
    const hosted = { ...s3, S3_ENDPOINT: 'https://r2.example.com', S3_FORCE_PATH_STYLE: 'false' };
    expect(loadConfig(hosted).s3?.forcePathStyle).toBe(false);
    // No keys: the AWS SDK's own chain (an instance's role, AWS_PROFILE, ...).
    const role = { STORAGE: 's3', S3_BUCKET: 'owo-files' };
    expect(loadConfig(role).s3?.credentials).toBeUndefined();
  });

  it('refuses STORAGE=s3 without a bucket, half a key pair or a bad address', () => {
    expect(() => loadConfig({ ...s3, S3_BUCKET: '' })).toThrow(
      'S3_BUCKET: the s3 store needs S3_BUCKET',
    );
    expect(() => loadConfig({ ...s3, S3_SECRET_ACCESS_KEY: undefined })).toThrow(
      'S3_SECRET_ACCESS_KEY: S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY go together',
    );
    expect(() => loadConfig({ ...s3, S3_ENDPOINT: 'minio:9000' })).toThrow('S3_ENDPOINT:');
    expect(() => loadConfig({ ...s3, S3_FORCE_PATH_STYLE: 'yes' })).toThrow('S3_FORCE_PATH_STYLE:');
    // The S3 variables alone change nothing while STORAGE is not s3.
    expect(loadConfig({ S3_ACCESS_KEY_ID: 'AKIAEXAMPLE' }).STORAGE).toBe('disk');
  });

  it('stops the server at start, saying what the s3 store lacks', () => {
    const run = spawnSync(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
      env: {
        ...process.env,
        STORAGE: 's3',
        S3_BUCKET: '',
        DATABASE_URL: 'postgres://nobody@127.0.0.1:1/none',
        PORT: '0',
      },
      encoding: 'utf8',
      timeout: 30_000,
    });
    expect(run.status).toBe(1);
    expect(run.stderr).toContain('Invalid configuration:');
    expect(run.stderr).toContain('S3_BUCKET: the s3 store needs S3_BUCKET');
  });
});
