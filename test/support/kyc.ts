import type { RequestingApp } from '#test/auth-helpers.ts';

// Test support for KYC submissions (POST /api/kyc): the smallest files the
// content check recognises, and the multipart form the profile page sends.

export const PNG = Uint8Array.from([
  0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d, 0x49, 0x48, 0x44, 0x52, 0, 0, 0, 1,
  0, 0, 0, 1, 8, 2, 0, 0, 0, 0x90, 0x77, 0x53, 0xde,
]);
export const PDF = new TextEncoder().encode(
  '%PDF-1.4\n1 0 obj << >> endobj\ntrailer << >>\n%%EOF\n',
);

export type Part = { bytes: Uint8Array; name: string; type: string };
export const ID_PNG: Part = { bytes: PNG, name: 'id.png', type: 'image/png' };
/** A utility bill, the proof of address tier 3 needs. */
export const BILL: Part = { bytes: PDF, name: 'electricity bill.pdf', type: 'application/pdf' };

/** POST /api/kyc as the profile page sends it; a null part is left out. */
export function kycUpload(
  app: RequestingApp,
  origin: string,
  cookie: string | undefined,
  idType: string | null,
  file: Part | null,
  proof: Part | null = BILL,
) {
  const form = new FormData();
  if (idType) form.set('id_type', idType);
  const part = (p: Part) => new File([p.bytes as BlobPart], p.name, { type: p.type });
  if (file) form.set('document', part(file));
  if (proof) form.set('proof_of_address', part(proof));
  return app.request('/api/kyc', {
    method: 'POST',
    body: form,
    headers: cookie ? { cookie, origin } : {},
  });
}
