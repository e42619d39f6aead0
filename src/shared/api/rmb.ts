import type { z } from 'zod';
import type {
  AdminRmbPage,
  AdminRmbPurchase,
  AdminRmbQuerySchema,
  RmbCreateInput,
  RmbPage,
  RmbPurchase,
  RmbQuerySchema,
  RmbStatusUpdate,
} from '../schemas/rmb.ts';

/**
 * Buying RMB for Alipay and WeChat Pay, and the back office's RMB. The QR image
 * itself is served to administrators at GET /api/admin/rmb/:id/qr (an image, not JSON).
 */
export type RmbApi = {
  /** Multipart, field `file`: a PNG or JPG of at most 5 MB. */
  'POST /api/rmb/qr': { body: FormData; response: { qr_id: string } };
  /** Headers: Idempotency-Key and X-Transaction-Pin. */
  'POST /api/rmb': { body: RmbCreateInput; response: RmbPurchase };
  'GET /api/rmb': { query: z.input<typeof RmbQuerySchema>; response: RmbPage };
  'GET /api/admin/rmb': { query: z.input<typeof AdminRmbQuerySchema>; response: AdminRmbPage };
  'POST /api/admin/rmb/:id': { body: RmbStatusUpdate; response: AdminRmbPurchase };
};
