import { ShieldCheckIcon } from 'lucide-react';

export function SecureNote() {
  return (
    <div className="flex gap-3 rounded-xl border border-blue-200 bg-blue-50 p-3 text-sm text-blue-900">
      <ShieldCheckIcon className="mt-0.5 size-5 shrink-0 text-blue-700" aria-hidden="true" />
      <p>
        <span className="font-semibold">Secure Payment.</span> Your transaction PIN confirms every
        payment. The amount is held until the provider confirms it; if the payment fails, it comes
        straight back to your wallet.
      </p>
    </div>
  );
}
