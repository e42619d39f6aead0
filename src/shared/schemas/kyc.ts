import { z } from 'zod';

export const IdTypeSchema = z.enum(['nin', 'passport'], {
  message: 'Please select ID type and upload your ID document',
});

export const KycDocumentsSchema = z.object({
  id_type: IdTypeSchema,
  id_document: z.object({
    file_name: z.string(),
    file_path: z.string(),
    /** An authenticated URL: documents are private. */
    file_url: z.string(),
    file_size: z.number().int(),
    file_type: z.string(),
    uploaded_at: z.string(),
  }),
  submitted_at: z.string(),
});
export type KycDocuments = z.infer<typeof KycDocumentsSchema>;
