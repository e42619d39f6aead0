import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  PutObjectCommand,
  paginateListObjectsV2,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import { type Storage, StorageKeyTaken } from './storage.ts';

/** Where and how to reach the bucket (config.ts builds it from the S3_* variables). */
export type S3Settings = {
  /** Unset: AWS itself, by region. */
  endpoint?: string;
  bucket: string;
  region: string;
  /** Path-style URLs (endpoint/bucket/key), which most self-hosted stores need. */
  forcePathStyle: boolean;
  /** Unset: the SDK's own chain (environment, shared files, an instance's role). */
  credentials?: { accessKeyId: string; secretAccessKey: string };
};

const status = (err: unknown) =>
  err instanceof S3ServiceException ? err.$metadata.httpStatusCode : undefined;

/**
 * Files as objects in one bucket of any S3-compatible store (STORAGE=s3).
 * `listPageSize`: keys per ListObjectsV2 call (the API's most is 1,000).
 */
export function createS3Storage(s: S3Settings, listPageSize = 1000): Storage {
  const client = new S3Client({
    endpoint: s.endpoint,
    region: s.region,
    forcePathStyle: s.forcePathStyle,
    credentials: s.credentials,
    // Checksums only where an operation requires them: many S3-compatible
    // stores do not know the SDK's newer default (CRC32 on every request).
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
  const Bucket = s.bucket;
  const size = async (Key: string) => {
    try {
      const head = await client.send(new HeadObjectCommand({ Bucket, Key }));
      return head.ContentLength ?? 0;
    } catch (err) {
      // A HEAD answer has no body to name the cause: any 404 is "no such key".
      if (status(err) === 404) return null;
      throw err;
    }
  };
  return {
    kind: 's3',
    put: async (Key, body, ContentType) => {
      // A conditional write refuses a taken key atomically where the store
      // supports it (AWS, MinIO, Ceph); the look first covers stores that ignore it.
      if ((await size(Key)) !== null) throw new StorageKeyTaken(Key);
      try {
        await client.send(
          new PutObjectCommand({ Bucket, Key, Body: body, ContentType, IfNoneMatch: '*' }),
        );
      } catch (err) {
        // 412: the key was taken meanwhile; 409: a concurrent conditional write to it.
        const code = status(err);
        if (code === 412 || code === 409) throw new StorageKeyTaken(Key);
        throw err;
      }
    },
    get: async (Key) => {
      try {
        const res = await client.send(new GetObjectCommand({ Bucket, Key }));
        return res.Body ? await res.Body.transformToByteArray() : new Uint8Array();
      } catch (err) {
        // Only a missing key: a missing bucket (NoSuchBucket) is a setup error, not a 404.
        if (err instanceof S3ServiceException && err.name === 'NoSuchKey') return null;
        throw err;
      }
    },
    remove: async (Key) => {
      await client.send(new DeleteObjectCommand({ Bucket, Key }));
    },
    size,
    list: async function* () {
      for await (const page of paginateListObjectsV2(
        { client, pageSize: listPageSize },
        { Bucket },
      )) {
        for (const object of page.Contents ?? []) if (object.Key) yield object.Key;
      }
    },
  };
}
