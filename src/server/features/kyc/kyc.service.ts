import { randomUUID } from 'node:crypto';
import type { Pool } from '#server/db/client.ts';
import { inTransaction } from '#server/db/transaction.ts';
import { AppError, notFound } from '#server/http/errors.ts';
import type { Storage } from '#server/providers/storage/storage.ts';
import type { KycDocuments } from '#shared/schemas/kyc.ts';
import { checkKycFile } from './file-check.ts';
import { lockKycProfile, selectKycDocuments, storeKycDocuments } from './kyc.queries.ts';

export const KYC_DOCUMENT_URL = '/api/kyc/document';

/** A submission as `profiles.kyc_documents` holds it: with the file's storage key. */
type StoredKycDocuments = KycDocuments & {
  id_document: KycDocuments['id_document'] & { file_path: string };
};

/** The jsonb column as what submitKyc stores there (it is written nowhere else). */
const storedDocuments = (json: unknown) => json as StoredKycDocuments | null | undefined;

/**
 * What the owner is shown of a stored submission (POST /api/kyc, GET /api/me):
 * the screens' fields and the private download URL, never the storage key.
 */
export function kycDocumentsView(stored: unknown): KycDocuments | null {
  if (!stored || typeof stored !== 'object' || !('id_document' in stored)) return null;
  const { id_type, id_document, submitted_at } = stored as StoredKycDocuments;
  if (!id_document || typeof id_document !== 'object') return null;
  return {
    id_type,
    id_document: {
      file_name: id_document.file_name,
      file_url: KYC_DOCUMENT_URL,
      file_size: id_document.file_size,
      file_type: id_document.file_type,
      uploaded_at: id_document.uploaded_at,
    },
    submitted_at,
  };
}

/**
 * Stores the document privately and puts the profile under review. A verified
 * profile is locked; a rejected one may submit again, which makes it pending.
 * Each file gets a random key, so no two uploads ever share one. The file it
 * replaces is deleted only once the new one is committed: whatever fails on
 * the way, the committed document stays readable.
 */
export async function submitKyc(
  pool: Pool,
  storage: Storage,
  userId: string,
  input: { idType: 'nin' | 'passport'; fileName: string; bytes: Uint8Array },
): Promise<KycDocuments> {
  const { mime, extension } = await checkKycFile(input.bytes);
  const now = new Date();
  const key = `kyc-documents/${userId}/${randomUUID()}.${extension}`;
  const documents: StoredKycDocuments = {
    id_type: input.idType,
    id_document: {
      file_name: input.fileName.slice(0, 200),
      file_path: key,
      file_url: KYC_DOCUMENT_URL,
      file_size: input.bytes.byteLength,
      file_type: mime,
      uploaded_at: now.toISOString(),
    },
    submitted_at: now.toISOString(),
  };
  let replaced: string | undefined;
  try {
    replaced = await inTransaction(pool, async (client) => {
      const profile = await lockKycProfile(client, userId);
      if (!profile) throw notFound('Profile');
      if (profile.kyc_status === 'verified')
        throw new AppError(
          'BUSINESS_RULE',
          'Your identity is already verified; documents are locked',
        );
      await storage.put(key, input.bytes, mime);
      await storeKycDocuments(client, userId, documents);
      return storedDocuments(profile.kyc_documents)?.id_document?.file_path;
    });
  } catch (err) {
    // Only this upload's own file: its key is new, so it is never the committed one.
    await storage.remove(key).catch(() => {});
    throw err;
  }
  // Committed: the old file is no longer referenced. Failing to delete it leaves an orphan, nothing worse.
  if (replaced && replaced !== key) await storage.remove(replaced).catch(() => {});
  return kycDocumentsView(documents) as KycDocuments;
}

/** The user's own current document (or, for administrators, anyone's). */
export async function readKycDocument(pool: Pool, storage: Storage, userId: string) {
  const row = await selectKycDocuments(pool, userId);
  const doc = storedDocuments(row?.kyc_documents)?.id_document;
  if (!doc) throw notFound('Document');
  const bytes = await storage.get(doc.file_path);
  if (!bytes) throw notFound('Document');
  return { bytes, type: doc.file_type, name: doc.file_name };
}
