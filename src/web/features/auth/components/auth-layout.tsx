import { CheckCircle2Icon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Logo } from '#web/components/logo.tsx';

const POINTS = [
  'Naira, Dollar and Yuan wallets in one place',
  'Pay bills, buy airtime and data in seconds',
  'Buy RMB for Alipay and WeChat Pay',
];

/** The /auth frame: a brand panel on wide screens, the form card beside it. */
export function AuthLayout({ children }: { children: ReactNode }) {
  return (
    <div className="grid min-h-dvh lg:grid-cols-[minmax(0,1fr)_minmax(0,1.1fr)]">
      <aside className="relative hidden overflow-hidden bg-brand-dark p-12 text-white lg:flex lg:flex-col lg:justify-between">
        <div
          aria-hidden="true"
          className="pointer-events-none absolute -top-32 -right-32 size-96 rounded-full bg-brand/60 blur-3xl"
        />
        <Link to="/" className="relative w-fit rounded-md">
          <Logo light />
        </Link>
        <div className="relative max-w-md">
          <p className="text-4xl leading-tight font-semibold">
            Your money, in Naira, Dollars and Yuan.
          </p>
          <ul className="mt-8 grid gap-4 text-white/85">
            {POINTS.map((p) => (
              <li key={p} className="flex items-start gap-3">
                <CheckCircle2Icon
                  className="mt-0.5 size-5 text-fixed-emerald-300"
                  aria-hidden="true"
                />
                {p}
              </li>
            ))}
          </ul>
        </div>
        <p className="relative text-sm text-white/60">Secured with bank-grade encryption.</p>
      </aside>
      <main className="flex flex-col items-center px-4 py-8 sm:justify-center sm:px-6">
        <Link to="/" className="mb-8 rounded-md lg:hidden">
          <Logo />
        </Link>
        <div className="w-full max-w-md">{children}</div>
      </main>
    </div>
  );
}
