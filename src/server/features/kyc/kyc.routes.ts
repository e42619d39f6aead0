import { createRoute, type OpenAPIHono, z } from '@hono/zod-openapi';
import type { Context } from 'hono';
import { requireUser } from '#server/auth/guards.ts';
import { ownBodyLimit } from '#server/http/body-limit.ts';
import type { AppEnv } from '#server/http/context.ts';
import { AppError } from '#server/http/errors.ts';
import { errorResponses, json } from '#server/http/openapi.ts';
import { kycUploadRateLimit } from '#server/http/rate-limit.ts';
import { UPLOAD_LIMIT_BYTES } from '#shared/constants.ts';
import { IdTypeSchema, KycDocumentsSchema } from '#shared/schemas/kyc.ts';
import { kycFileTooLarge } from './file-check.ts';
import { type KycFileKind, readKycFile, submitKyc } from './kyc.service.ts';

/** Uploads have their own body limit (the global one is for JSON). */
export const KYC_SUBMIT_PATH = '/api/kyc';

/**
 * Both files at their largest, and the multipart envelope around them. Applied
 * in front of the app's other middleware (OWN_BODY_LIMITS in routes.ts), so
 * no body is read past it.
 */
export const kycUploadLimit = ownBodyLimit(2 * UPLOAD_LIMIT_BYTES + 64 * 1024, () =>
  kycFileTooLarge(),
);

/** What the form says when the proof of address is missing. */
export const PROOF_OF_ADDRESS_REQUIRED =
  'Please upload your proof of address (a utility bill from the last 3 months)';

const file = z.any().optional().openapi({ type: 'string', format: 'binary' });

const submitRoute = createRoute({
  method: 'post',
  path: KYC_SUBMIT_PATH,
  tags: ['KYC'],
  summary:
    'Tier 3: submit an ID document and a proof of address (a utility bill of the last 3 months); JPG, PNG or PDF, at most 5 MB each, checked by content; needs tier 2 (a verified BVN)',
  middleware: [requireUser, kycUploadRateLimit] as const,
  request: {
    body: {
      required: true,
      content: {
        'multipart/form-data': {
          // Checked in the handler, so a missing part gets our own message.
          schema: z.object({
            id_type: z
              .string()
              .optional()
              .openapi({ enum: ['nin', 'passport'] }),
            document: file,
            proof_of_address: file,
          }),
        },
      },
    },
  },
  responses: {
    200: json(KycDocumentsSchema),
    400: errorResponses[400],
    401: errorResponses[401],
    413: { ...errorResponses[400], description: 'A file is larger than 5 MB' },
    422: {
      ...errorResponses[422],
      description: 'KYC_REQUIRED (verify the BVN first), BUSINESS_RULE (already verified)',
    },
    429: errorResponses[429],
  },
});

const fileRoute = (path: string, what: string) =>
  createRoute({
    method: 'get',
    path,
    tags: ['KYC'],
    summary: `The signed-in user's own ${what} (private)`,
    middleware: [requireUser] as const,
    responses: {
      200: { description: 'The file' },
      401: errorResponses[401],
      404: errorResponses[404],
    },
  });

const documentRoute = fileRoute('/api/kyc/document', 'ID document');
const proofRoute = fileRoute('/api/kyc/proof-of-address', 'proof of address');

/** The routes' definitions, from which the web's API types come (#server/http/api-types.ts). */
export const kycRoutes = [submitRoute, documentRoute, proofRoute] as const;

/** A stored KYC file as a private download. */
export async function kycFileAnswer(
  c: Context<AppEnv>,
  userId: string,
  kind: KycFileKind,
): Promise<Response> {
  const doc = await readKycFile(c.var.deps.pool, c.var.deps.storage, userId, kind);
  return c.body(doc.bytes as Uint8Array<ArrayBuffer>, 200, {
    'content-type': doc.type,
    'content-disposition': `inline; filename="${doc.name.replace(/[^\w.-]/g, '_')}"`,
    'cache-control': 'private, no-store',
  });
}

export function registerKycRoutes(app: OpenAPIHono<AppEnv>) {
  app.openapi(submitRoute, async (c) => {
    const form = await c.req.parseBody().catch(() => {
      throw new AppError('VALIDATION_ERROR', 'body: must be multipart/form-data', 'body');
    });
    const idType = IdTypeSchema.safeParse(form.id_type);
    const { document, proof_of_address: proof } = form;
    if (!idType.success || !(document instanceof File))
      throw new AppError(
        'DOCUMENT_REQUIRED',
        'Please select ID type and upload your ID document',
        'document',
      );
    if (!(proof instanceof File))
      throw new AppError('DOCUMENT_REQUIRED', PROOF_OF_ADDRESS_REQUIRED, 'proof_of_address');
    const { pool, storage } = c.var.deps;
    const upload = async (f: File) => ({
      fileName: f.name,
      bytes: new Uint8Array(await f.arrayBuffer()),
    });
    const docs = await submitKyc(pool, storage, c.var.user.id, {
      idType: idType.data,
      document: await upload(document),
      proofOfAddress: await upload(proof),
    });
    return c.json(docs, 200);
  });
  app.openapi(documentRoute, (c) => kycFileAnswer(c, c.var.user.id, 'id_document'));
  app.openapi(proofRoute, (c) => kycFileAnswer(c, c.var.user.id, 'proof_of_address'));
}
