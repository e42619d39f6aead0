import { createRoute, type OpenAPIHono, z } from '@hono/zod-openapi';
import { requireUser } from '#server/auth/guards.ts';
import { ownBodyLimit } from '#server/http/body-limit.ts';
import type { AppEnv } from '#server/http/context.ts';
import { AppError } from '#server/http/errors.ts';
import { errorResponses, json } from '#server/http/openapi.ts';
import { kycUploadRateLimit } from '#server/http/rate-limit.ts';
import { UPLOAD_LIMIT_BYTES } from '#shared/constants.ts';
import { IdTypeSchema, KycDocumentsSchema } from '#shared/schemas/kyc.ts';
import { kycFileTooLarge } from './file-check.ts';
import { readKycDocument, submitKyc } from './kyc.service.ts';

/** Uploads have their own body limit (the global one is for JSON). */
export const KYC_SUBMIT_PATH = '/api/kyc';

/**
 * The document at its largest, and the multipart envelope around it. Applied
 * in front of the app's other middleware (OWN_BODY_LIMITS in routes.ts), so
 * no body is read past it.
 */
export const kycUploadLimit = ownBodyLimit(UPLOAD_LIMIT_BYTES + 64 * 1024, kycFileTooLarge);

const submitRoute = createRoute({
  method: 'post',
  path: KYC_SUBMIT_PATH,
  tags: ['KYC'],
  summary: 'Submit an ID document (JPG, PNG or PDF, at most 5 MB, checked by content)',
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
            document: z.any().optional().openapi({ type: 'string', format: 'binary' }),
          }),
        },
      },
    },
  },
  responses: {
    200: json(KycDocumentsSchema),
    400: errorResponses[400],
    401: errorResponses[401],
    413: { ...errorResponses[400], description: 'The file is larger than 5 MB' },
    422: errorResponses[422],
    429: errorResponses[429],
  },
});

const documentRoute = createRoute({
  method: 'get',
  path: '/api/kyc/document',
  tags: ['KYC'],
  summary: "The signed-in user's own ID document (private)",
  middleware: [requireUser] as const,
  responses: {
    200: { description: 'The file' },
    401: errorResponses[401],
    404: errorResponses[404],
  },
});

/** The routes' definitions, from which the web's API types come (#server/http/api-types.ts). */
export const kycRoutes = [submitRoute, documentRoute] as const;

export function registerKycRoutes(app: OpenAPIHono<AppEnv>) {
  app.openapi(submitRoute, async (c) => {
    const form = await c.req.parseBody().catch(() => {
      throw new AppError('VALIDATION_ERROR', 'body: must be multipart/form-data', 'body');
    });
    const idType = IdTypeSchema.safeParse(form.id_type);
    const file = form.document;
    if (!idType.success || !(file instanceof File))
      throw new AppError(
        'DOCUMENT_REQUIRED',
        'Please select ID type and upload your ID document',
        'document',
      );
    const { pool, storage } = c.var.deps;
    const bytes = new Uint8Array(await file.arrayBuffer());
    const docs = await submitKyc(pool, storage, c.var.user.id, {
      idType: idType.data,
      fileName: file.name,
      bytes,
    });
    return c.json(docs, 200);
  });
  app.openapi(documentRoute, async (c) => {
    const doc = await readKycDocument(c.var.deps.pool, c.var.deps.storage, c.var.user.id);
    return c.body(doc.bytes as Uint8Array<ArrayBuffer>, 200, {
      'content-type': doc.type,
      'content-disposition': `inline; filename="${doc.name.replace(/[^\w.-]/g, '_')}"`,
      'cache-control': 'private, no-store',
    });
  });
}
