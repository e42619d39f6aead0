import { z } from 'zod';

export const IdTypeSchema = z.enum(['nin', 'passport'], {
  message: 'Please select ID type and upload your ID document',
});

/** A KYC submission as its owner sees it: never where the file is stored. */
export const KycDocumentsSchema = z.object({
  id_type: IdTypeSchema,
  id_document: z.object({
    file_name: z.string(),
    /** An authenticated URL: documents are private. */
    file_url: z.string(),
    file_size: z.number().int(),
    file_type: z.string(),
    uploaded_at: z.string(),
  }),
  submitted_at: z.string(),
});
export type KycDocuments = z.infer<typeof KycDocumentsSchema>;
