import { randomUUID } from 'node:crypto';
import type { Pool } from '#server/db/client.ts';
import { inTransaction } from '#server/db/transaction.ts';
import { AppError, notFound } from '#server/http/errors.ts';
import type { Storage } from '#server/providers/storage/storage.ts';
import type { KycDocuments } from '#shared/schemas/kyc.ts';
import { checkKycFile } from './file-check.ts';
import {
  lockKycProfile,
  selectKycDocuments,
  selectKycState,
  storeKycDocuments,
} from './kyc.queries.ts';

export const KYC_DOCUMENT_URL = '/api/kyc/document';
export const KYC_PROOF_OF_ADDRESS_URL = '/api/kyc/proof-of-address';

/** The two files of a submission, by their field in `kyc_documents`. */
export type KycFileKind = 'id_document' | 'proof_of_address';

const FILE_URL: Record<KycFileKind, string> = {
  id_document: KYC_DOCUMENT_URL,
  proof_of_address: KYC_PROOF_OF_ADDRESS_URL,
};

type StoredFile = KycDocuments['id_document'] & { file_path: string };

/**
 * A submission as `profiles.kyc_documents` holds it: with each file's storage
 * key. Submissions made before the proof of address was asked for have none.
 */
type StoredKycDocuments = Omit<KycDocuments, 'id_document' | 'proof_of_address'> & {
  id_document: StoredFile;
  proof_of_address?: StoredFile;
};

/** The jsonb column as what submitKyc stores there (it is written nowhere else). */
const storedDocuments = (json: unknown) => json as StoredKycDocuments | null | undefined;

/** What the owner is shown of a stored file: never its storage key. */
function fileView(kind: KycFileKind, file: unknown): KycDocuments['id_document'] | undefined {
  if (!file || typeof file !== 'object') return undefined;
  const f = file as StoredFile;
  return {
    file_name: f.file_name,
    file_url: FILE_URL[kind],
    file_size: f.file_size,
    file_type: f.file_type,
    uploaded_at: f.uploaded_at,
  };
}

/**
 * What the owner is shown of a stored submission (POST /api/kyc, GET /api/me):
 * the screens' fields and the private download URLs, never the storage keys.
 */
export function kycDocumentsView(stored: unknown): KycDocuments | null {
  if (!stored || typeof stored !== 'object' || !('id_document' in stored)) return null;
  const { id_type, id_document, proof_of_address, submitted_at } = stored as StoredKycDocuments;
  const id = fileView('id_document', id_document);
  if (!id) return null;
  const proof = fileView('proof_of_address', proof_of_address);
  return { id_type, id_document: id, ...(proof ? { proof_of_address: proof } : {}), submitted_at };
}

/** One uploaded file, as the route read it. */
export type KycUpload = { fileName: string; bytes: Uint8Array };

/** Refuses a submission the profile may not make: none, already verified, or below tier 2. */
function mayUpload<T extends { kyc_status: string; kyc_tier: number }>(
  profile: T | undefined,
): asserts profile is T {
  if (!profile) throw notFound('Profile');
  if (profile.kyc_status === 'verified')
    throw new AppError('BUSINESS_RULE', 'Your identity is already verified; documents are locked');
  if (profile.kyc_tier < 2) throw new AppError('KYC_REQUIRED', 'Verify your BVN first');
}

/**
 * Stores both files privately and puts the profile under review. Tier 3 is
 * tier 2 plus these documents, so a tier-1 profile is refused (KYC_REQUIRED).
 * A verified profile is locked; a rejected one may submit again, which makes
 * it pending. Each file gets a random key, so no two uploads ever share one.
 * The files they replace are deleted only once the new ones are committed:
 * whatever fails on the way, the committed documents stay readable.
 */
export async function submitKyc(
  pool: Pool,
  storage: Storage,
  userId: string,
  input: { idType: 'nin' | 'passport'; document: KycUpload; proofOfAddress: KycUpload },
): Promise<KycDocuments> {
  const prepare = async (kind: KycFileKind, upload: KycUpload, field: string) => {
    const { mime, extension } = await checkKycFile(upload.bytes, field);
    const stored: StoredFile = {
      file_name: upload.fileName.slice(0, 200),
      file_path: `kyc-documents/${userId}/${randomUUID()}.${extension}`,
      file_url: FILE_URL[kind],
      file_size: upload.bytes.byteLength,
      file_type: mime,
      uploaded_at: now,
    };
    return { bytes: upload.bytes, stored };
  };
  const now = new Date().toISOString();
  const idFile = await prepare('id_document', input.document, 'document');
  const proofFile = await prepare('proof_of_address', input.proofOfAddress, 'proof_of_address');
  const files = [idFile, proofFile];
  const documents: StoredKycDocuments = {
    id_type: input.idType,
    id_document: idFile.stored,
    proof_of_address: proofFile.stored,
    submitted_at: now,
  };
  // A first look, so that a refused upload writes no file; checked again under the lock.
  mayUpload(await selectKycState(pool, userId));
  let replaced: (string | undefined)[] = [];
  try {
    // Written before the transaction, not inside it: with STORAGE=postgres a put
    // takes a pool connection of its own, and uploads holding every connection
    // in their transactions while their puts wait for one would never end
    // (found by `npm run bench -- cluster`).
    for (const f of files) await storage.put(f.stored.file_path, f.bytes, f.stored.file_type);
    replaced = await inTransaction(pool, async (client) => {
      const profile = await lockKycProfile(client, userId);
      mayUpload(profile);
      await storeKycDocuments(client, userId, documents);
      const before = storedDocuments(profile.kyc_documents);
      return [before?.id_document?.file_path, before?.proof_of_address?.file_path];
    });
  } catch (err) {
    // Only this upload's own files: their keys are new, so never the committed ones.
    await Promise.all(files.map((f) => storage.remove(f.stored.file_path).catch(() => {})));
    throw err;
  }
  // Committed: the old files are no longer referenced. Failing to delete one leaves an orphan, nothing worse.
  for (const key of replaced) if (key) await storage.remove(key).catch(() => {});
  return kycDocumentsView(documents) as KycDocuments;
}

/** The user's own current file of that kind (or, for administrators, anyone's). */
export async function readKycFile(
  pool: Pool,
  storage: Storage,
  userId: string,
  kind: KycFileKind = 'id_document',
) {
  const row = await selectKycDocuments(pool, userId);
  const doc = storedDocuments(row?.kyc_documents)?.[kind];
  const what = kind === 'id_document' ? 'Document' : 'Proof of address';
  if (!doc) throw notFound(what);
  const bytes = await storage.get(doc.file_path);
  if (!bytes) throw notFound(what);
  return { bytes, type: doc.file_type, name: doc.file_name };
}
