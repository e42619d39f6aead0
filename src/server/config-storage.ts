import { z } from 'zod';
import type { S3Settings } from './providers/storage/s3-storage.ts';
import { STORAGE_KINDS } from './providers/storage/storage.ts';

/** An empty value means unset, as in a shell that exports `VAR=`. */
const optional = () =>
  z
    .string()
    .trim()
    .optional()
    .transform((v) => v || undefined);

/** The file store's variables (README.md, "Configuration"; API.md names them). */
export const STORAGE_ENV = {
  /**
   * `disk` (DATA_DIR/files: one machine), `postgres` or `s3` (shared by every
   * app process). `disk` stays the default with DATABASE_URL set too: several
   * machines say STORAGE=postgres or s3 themselves.
   */
  STORAGE: z.enum(STORAGE_KINDS).default('disk'),
  /** Unset: AWS itself; else any S3-compatible store's address (MinIO, Ceph, R2, ...). */
  S3_ENDPOINT: optional().pipe(
    z.url({ protocol: /^https?$/, message: 'must be an http:// or https:// address' }).optional(),
  ),
  S3_BUCKET: optional(),
  S3_REGION: optional().transform((v) => v ?? 'us-east-1'),
  /** Both or neither; neither: the AWS SDK's own credential chain (e.g. an instance's role). */
  S3_ACCESS_KEY_ID: optional(),
  S3_SECRET_ACCESS_KEY: optional(),
  /** Unset: path-style with S3_ENDPOINT (most self-hosted stores need it), virtual-hosted on AWS. */
  S3_FORCE_PATH_STYLE: z
    .enum(['true', 'false', 'on', 'off', ''])
    .optional()
    .transform((v) => (v ? v === 'true' || v === 'on' : undefined)),
};

type StorageEnv = z.infer<z.ZodObject<typeof STORAGE_ENV>>;

/**
 * What keeps an S3 store from starting: checked at start with STORAGE=s3,
 * and by the copy command when one side is s3.
 */
export function s3Problems(env: StorageEnv, wanted = env.STORAGE === 's3') {
  const problems: { path: string; message: string }[] = [];
  if (!wanted) return problems;
  if (!env.S3_BUCKET)
    problems.push({
      path: 'S3_BUCKET',
      message: 'the s3 store needs S3_BUCKET (the bucket files go to)',
    });
  if (!env.S3_ACCESS_KEY_ID !== !env.S3_SECRET_ACCESS_KEY)
    problems.push({
      path: env.S3_ACCESS_KEY_ID ? 'S3_SECRET_ACCESS_KEY' : 'S3_ACCESS_KEY_ID',
      message:
        "S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY go together: set both, or neither for the AWS SDK's own credentials",
    });
  return problems;
}

/** The bucket's settings, or undefined without S3_BUCKET. */
export function s3Settings(env: StorageEnv): S3Settings | undefined {
  if (!env.S3_BUCKET) return undefined;
  const { S3_ACCESS_KEY_ID: accessKeyId, S3_SECRET_ACCESS_KEY: secretAccessKey } = env;
  return {
    endpoint: env.S3_ENDPOINT,
    bucket: env.S3_BUCKET,
    region: env.S3_REGION,
    forcePathStyle: env.S3_FORCE_PATH_STYLE ?? Boolean(env.S3_ENDPOINT),
    credentials: accessKeyId && secretAccessKey ? { accessKeyId, secretAccessKey } : undefined,
  };
}
