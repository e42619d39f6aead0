import type { Beneficiary, BeneficiaryCreateInput } from '#shared/schemas/beneficiaries.ts';

/** What a saved recipient is called in a list: the holder's or user's name, then where. */
export function describeBeneficiary(b: Beneficiary): { title: string; detail: string } {
  return b.kind === 'bank'
    ? { title: b.account_name, detail: `${b.bank_name} · ${b.account_number}` }
    : { title: b.name, detail: b.email };
}

/** The saved recipient a payment went to, if it is saved already. */
export function findSaved(
  list: readonly Beneficiary[],
  target: BeneficiaryCreateInput,
): Beneficiary | undefined {
  return list.find((b) =>
    b.kind === 'bank' && target.kind === 'bank'
      ? b.bank_code === target.bank_code && b.account_number === target.account_number
      : b.kind === 'owo' && target.kind === 'owo'
        ? b.email === target.email.trim().toLowerCase()
        : false,
  );
}
