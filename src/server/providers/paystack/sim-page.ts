import { escapeHtml } from '#server/providers/email/html.ts';

export type CheckoutView = {
  merchant: string;
  email: string;
  /** Already formatted, e.g. "₦5,000.00". */
  amount: string;
  reference: string;
  status: string;
  /** The form's target; absent when the payment is already decided. */
  action?: string;
  /** Where "Return to the merchant" leads once decided. */
  returnUrl?: string;
};

const STYLE = `
*{box-sizing:border-box}
body{margin:0;font-family:system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;background:#f3f4f6;color:#111827;line-height:1.5}
main{max-width:26rem;margin:0 auto;padding:1.5rem 1rem}
.card{background:#fff;border-radius:12px;padding:1.5rem;box-shadow:0 1px 3px rgba(0,0,0,.12)}
.badge{display:inline-block;background:#fef3c7;color:#78350f;border-radius:999px;padding:.15rem .6rem;font-size:.8rem;font-weight:600}
h1{font-size:1.25rem;margin:.75rem 0 .25rem}
.amount{font-size:2rem;font-weight:700;margin:.25rem 0 1rem}
dl{display:grid;grid-template-columns:auto 1fr;gap:.25rem .75rem;margin:0 0 1.25rem;font-size:.95rem}
dt{color:#4b5563}dd{margin:0;word-break:break-all}
button,.link{display:block;width:100%;min-height:48px;border:0;border-radius:8px;font-size:1rem;font-weight:600;cursor:pointer;text-align:center;text-decoration:none;padding:.8rem}
.approve{background:#047857;color:#fff;margin-bottom:.75rem}
.decline{background:#fff;color:#b91c1c;border:2px solid #b91c1c}
.link{background:#1d4ed8;color:#fff}
button:focus-visible,.link:focus-visible{outline:3px solid #1d4ed8;outline-offset:2px}
p.note{font-size:.85rem;color:#4b5563;margin:1rem 0 0}
`;

/** The simulated hosted checkout: one screen, two buttons, no script. */
export function checkoutPage(v: CheckoutView) {
  const decided = !v.action;
  const body = decided
    ? `<p role="status">This payment is ${v.status === 'success' ? 'already approved' : 'already declined'}.</p>
${v.returnUrl ? `<a class="link" href="${escapeHtml(v.returnUrl)}">Return to ${escapeHtml(v.merchant)}</a>` : ''}`
    : `<form method="post" action="${escapeHtml(v.action ?? '')}">
<button class="approve" type="submit" name="decision" value="approve">Approve payment</button>
<button class="decline" type="submit" name="decision" value="decline">Decline payment</button>
</form>`;
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>Pay ${escapeHtml(v.amount)} to ${escapeHtml(v.merchant)} (simulated checkout)</title>
<style>${STYLE}</style></head>
<body><main><div class="card">
<span class="badge">Test mode: simulated Paystack checkout</span>
<h1>Pay ${escapeHtml(v.merchant)}</h1>
<p class="amount">${escapeHtml(v.amount)}</p>
<dl><dt>Email</dt><dd>${escapeHtml(v.email)}</dd><dt>Reference</dt><dd>${escapeHtml(v.reference)}</dd></dl>
${body}
<p class="note">No card is charged. Approving confirms the payment to ${escapeHtml(v.merchant)} as Paystack would; declining fails it.</p>
</div></main></body></html>`;
}
