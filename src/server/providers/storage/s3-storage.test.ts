import { GetObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { describe, expect, it } from 'vitest';
import { startS3Server } from '#test/support/s3-server.ts';
import { binary, storageContract } from '#test/support/storage-contract.ts';
import { createS3Storage } from './s3-storage.ts';

// s3rver on a port of its own (4600-4649 are this project's test servers).
const server = await startS3Server(4611);
const storage = createS3Storage(server.settings);

storageContract('s3', () => storage);

describe('the s3 store', () => {
  it('keeps the content type with the object', async () => {
    await storage.put('typed/one.pdf', binary(20), 'application/pdf');
    const client = new S3Client(server.settings);
    const res = await client.send(
      new GetObjectCommand({ Bucket: server.settings.bucket, Key: 'typed/one.pdf' }),
    );
    expect(res.ContentType).toBe('application/pdf');
    expect(await res.Body?.transformToByteArray()).toEqual(binary(20));
    client.destroy();
  });

  it('lists past one page of keys', async () => {
    const keys = Array.from({ length: 11 }, (_, i) => `paged/${String(i).padStart(2, '0')}.png`);
    for (const k of keys) await storage.put(k, binary(1), 'image/png');
    const listed: string[] = [];
    // Four keys a page: the listing follows three continuation tokens.
    for await (const k of createS3Storage(server.settings, 4).list())
      if (k.startsWith('paged/')) listed.push(k);
    expect(listed.sort()).toEqual(keys);
  });

  it('fails loudly on a bucket that does not exist, instead of answering "not found"', async () => {
    const wrong = createS3Storage({ ...server.settings, bucket: 'no-such-bucket' });
    await expect(wrong.get('any/key.png')).rejects.toMatchObject({ name: 'NoSuchBucket' });
    await expect(wrong.put('any/key.png', binary(1), 'image/png')).rejects.toMatchObject({
      name: 'NoSuchBucket',
    });
  });
});
