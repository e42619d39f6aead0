import { spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { GetObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { describe, expect, it, vi } from 'vitest';
import { makeTestDeps } from '#test/auth-helpers.ts';
import { createTestDatabase } from '#test/db.ts';
import { asAppRole } from '#test/global-setup.ts';
import { startS3Server } from '#test/support/s3-server.ts';
import { binary, plain } from '#test/support/storage-contract.ts';
import { copyFiles } from './copy-files.ts';
import { copyFilesCommand } from './copy-files-command.ts';
import { createPostgresStorage } from './postgres-storage.ts';
import { createS3Storage } from './s3-storage.ts';
import { createDiskStorage, type Storage } from './storage.ts';

const s3 = await startS3Server(4612);
const { url } = await createTestDatabase(4);
const deps = makeTestDeps(url, {}, 4);

const png = (n: number) =>
  Uint8Array.from([
    0x89,
    0x50,
    0x4e,
    0x47,
    0x0d,
    0x0a,
    0x1a,
    0x0a,
    0,
    0,
    0,
    0x0d,
    0x49,
    0x48,
    0x44,
    0x52,
    ...binary(n),
  ]);
const pdf = (text: string) => new TextEncoder().encode(`%PDF-1.4\n% ${text}\n%%EOF\n`);

/** The files uploads leave behind: KYC documents, RMB QR codes, loan documents. */
const FILES: Record<string, Uint8Array> = {
  'kyc-documents/u1/0b8c.png': png(5_000),
  'kyc-documents/u1/77aa.pdf': pdf('a bill'),
  'rmb-qr/u2/1d2e.png': png(300),
  'loan-documents/u3/9f00.pdf': pdf('a payslip'),
  'loan-documents/u3/9f01.png': png(0),
};
const totalBytes = (keys: string[]) => keys.reduce((n, k) => n + (FILES[k]?.byteLength ?? 0), 0);

const keysOf = async (s: Storage) => {
  const keys: string[] = [];
  for await (const k of s.list()) keys.push(k);
  return keys.sort();
};
const expectSameFiles = async (s: Storage) => {
  expect(await keysOf(s)).toEqual(Object.keys(FILES).sort());
  for (const [key, body] of Object.entries(FILES)) expect(plain(await s.get(key))).toEqual(body);
};

const dataDir = mkdtempSync(join(tmpdir(), 'owo-test-files-'));
const disk = createDiskStorage(join(dataDir, 'files'));
const postgres = createPostgresStorage(deps.pool);
const bucket = createS3Storage(s3.settings);
for (const [key, body] of Object.entries(FILES)) await disk.put(key, body, 'ignored');

describe('copyFiles', () => {
  it('copies disk to postgres, skipping what is already there, byte for byte', async () => {
    // A run that stopped half-way left one file behind it.
    await postgres.put(
      'rmb-qr/u2/1d2e.png',
      FILES['rmb-qr/u2/1d2e.png'] as Uint8Array,
      'image/png',
    );
    const copied = Object.keys(FILES).filter((k) => k !== 'rmb-qr/u2/1d2e.png');
    expect(await copyFiles(disk, postgres)).toEqual({
      copied: 4,
      skipped: 1,
      copiedBytes: totalBytes(copied),
      conflicts: [],
    });
    await expectSameFiles(postgres);
    const { rows } = await deps.pool.query(
      'SELECT key, content_type FROM stored_files ORDER BY key',
    );
    expect(rows.map((r) => r.content_type)).toEqual([
      'image/png',
      'application/pdf',
      'application/pdf',
      'image/png',
      'image/png',
    ]);
  });

  it('copies nothing the second time', async () => {
    expect(await copyFiles(disk, postgres)).toEqual({
      copied: 0,
      skipped: 5,
      copiedBytes: 0,
      conflicts: [],
    });
  });

  it('copies postgres to s3, byte for byte, with each file type', async () => {
    expect(await copyFiles(postgres, bucket)).toEqual({
      copied: 5,
      skipped: 0,
      copiedBytes: totalBytes(Object.keys(FILES)),
      conflicts: [],
    });
    await expectSameFiles(bucket);
    const client = new S3Client(s3.settings);
    const head = await client.send(
      new GetObjectCommand({ Bucket: s3.settings.bucket, Key: 'loan-documents/u3/9f00.pdf' }),
    );
    expect(head.ContentType).toBe('application/pdf');
    client.destroy();
  });

  it('leaves a key of another size at the destination alone, and names it', async () => {
    await postgres.put('conflict/x.png', png(10), 'image/png');
    await bucket.put('conflict/x.png', png(3), 'image/png');
    const report = await copyFiles(postgres, bucket);
    expect(report).toEqual({
      copied: 0,
      skipped: 5,
      copiedBytes: 0,
      conflicts: ['conflict/x.png'],
    });
    expect(plain(await bucket.get('conflict/x.png'))).toEqual(png(3));
    await postgres.remove('conflict/x.png');
    await bucket.remove('conflict/x.png');
  });
});

/** `npm run cli -- copy-files ...` on this file's database and folders. */
const cli = (args: string[], env: Record<string, string> = {}) =>
  new Promise<{ code: number | null; out: string }>((done) => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/cli.ts', ...args], {
      env: {
        ...process.env,
        NODE_ENV: 'test',
        LOG_LEVEL: 'silent',
        DATABASE_URL: asAppRole(url),
        MIGRATION_DATABASE_URL: url,
        DATA_DIR: dataDir,
        ...env,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let out = '';
    child.stdout.on('data', (d) => {
      out += d;
    });
    child.stderr.on('data', (d) => {
      out += d;
    });
    child.on('exit', (code) => done({ code, out }));
  });

describe('npm run cli -- copy-files', () => {
  it('prints what it copied and what was already there', async () => {
    await disk.put('kyc-documents/u4/new.png', png(64), 'image/png');
    const run = await cli(['copy-files', '--from', 'disk', '--to', 'postgres']);
    expect(run.out).toContain(
      `copy-files disk -> postgres: 1 copied (${png(64).byteLength} bytes), 5 already there, 0 conflicting`,
    );
    expect(run.code).toBe(0);
    expect(plain(await postgres.get('kyc-documents/u4/new.png'))).toEqual(png(64));
  });

  it('copies to s3 with the S3 variables', async () => {
    const run = await cli(['copy-files', '--from', 'postgres', '--to', 's3'], s3.env);
    expect(run.out).toContain(
      `copy-files postgres -> s3: 1 copied (${png(64).byteLength} bytes), 5 already there, 0 conflicting`,
    );
    expect(run.code).toBe(0);
    expect(plain(await bucket.get('kyc-documents/u4/new.png'))).toEqual(png(64));
  });

  it('answers 2 and says why for stores it cannot use', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    const run = (...args: string[]) => copyFilesCommand(args, deps);
    expect(await run('--from', 'disk', '--to', 'disk')).toBe(2);
    expect(await run('--from', 'ftp', '--to', 'disk')).toBe(2);
    expect(await run('--from', 'disk')).toBe(2);
    expect(await run('--from', 'disk', '--to', 'postgres', '--force')).toBe(2);
    // This file's app has no S3_* variables.
    expect(await run('--from', 'postgres', '--to', 's3')).toBe(2);
    const said = errors.mock.calls.map((c) => String(c[0]));
    errors.mockRestore();
    expect(said[0]).toBe(
      'copy-files needs --from and --to, two different stores among disk, postgres, s3',
    );
    expect(said[3]).toContain("Unknown option '--force'");
    expect(said[4]).toContain('S3_BUCKET: the s3 store needs S3_BUCKET');
  });
});
