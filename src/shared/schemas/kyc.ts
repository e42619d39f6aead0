import { z } from 'zod';

export const IdTypeSchema = z.enum(['nin', 'passport'], {
  message: 'Please select ID type and upload your ID document',
});

/** One uploaded file as its owner sees it. */
const KycFileSchema = z.object({
  file_name: z.string(),
  /** An authenticated URL: documents are private. */
  file_url: z.string(),
  file_size: z.number().int(),
  file_type: z.string(),
  uploaded_at: z.string(),
});

/** A KYC submission as its owner sees it: never where the files are stored. */
export const KycDocumentsSchema = z.object({
  id_type: IdTypeSchema,
  id_document: KycFileSchema,
  /** A utility bill of the last 3 months (tier 3); absent from submissions made before it was asked for. */
  proof_of_address: KycFileSchema.optional(),
  submitted_at: z.string(),
});
export type KycDocuments = z.infer<typeof KycDocumentsSchema>;
