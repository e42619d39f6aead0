import {
  ArrowRightIcon,
  BanknoteIcon,
  GlobeIcon,
  LockIcon,
  ReceiptIcon,
  RepeatIcon,
  ShieldCheckIcon,
  SmartphoneIcon,
  ZapIcon,
} from 'lucide-react';
import { Link, Navigate, useLocation } from 'react-router';
import { Logo } from '#web/components/logo.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { useAuth } from '#web/features/auth/hooks/auth-context.ts';
import { authPath, guardedFrom } from '#web/features/auth/next-path.ts';
import { HeroPreview } from './components/hero-preview.tsx';

const FEATURES = [
  {
    icon: GlobeIcon,
    title: 'Three wallets',
    text: 'Hold Naira, US Dollars and Chinese Yuan side by side.',
  },
  {
    icon: RepeatIcon,
    title: 'Convert instantly',
    text: "Move money between wallets at today's rate.",
  },
  {
    icon: ReceiptIcon,
    title: 'Pay bills',
    text: 'Airtime, data, electricity and cable TV in seconds.',
  },
  {
    icon: BanknoteIcon,
    title: 'Buy RMB',
    text: 'Pay Alipay and WeChat Pay recipients from naira.',
  },
  {
    icon: SmartphoneIcon,
    title: 'Card2Cash',
    text: 'Turn spare airtime into cash in your wallet.',
  },
  { icon: ZapIcon, title: 'Fund by card', text: 'Top up with your debit card or a bank transfer.' },
];

const TRUST = [
  { icon: LockIcon, text: 'Every naira accounted for in a double-entry ledger' },
  { icon: ShieldCheckIcon, text: 'Identity checks (KYC) and private documents' },
];

/** `/`: what Owo does, and the ways in. Signed-in visitors go straight to the dashboard. */
export function LandingPage() {
  const { user } = useAuth();
  // Sent here from a user page while signed out: signing in returns there.
  const from = guardedFrom(useLocation().state);
  const signIn = authPath(from);
  const signUp = authPath(from, 'signup');
  if (user) return <Navigate to={from ?? '/dashboard'} replace />;
  return (
    <div className="flex min-h-dvh flex-col overflow-x-clip bg-gradient-to-b from-emerald-50 via-background to-background">
      <header className="mx-auto flex w-full max-w-6xl items-center justify-between px-4 py-5 sm:px-6">
        <Logo />
        <nav aria-label="Account" className="flex items-center gap-2">
          <Button asChild variant="ghost">
            <Link to={signIn}>Sign In</Link>
          </Button>
          <Button asChild className="hidden sm:inline-flex">
            <Link to={signUp}>Get Started</Link>
          </Button>
        </nav>
      </header>
      <main className="flex-1">
        <section className="mx-auto grid w-full max-w-6xl items-center gap-12 px-4 pt-8 pb-16 sm:px-6 lg:grid-cols-2 lg:pt-16">
          <div>
            <p className="inline-flex rounded-full bg-emerald-100 px-3 py-1 text-sm font-medium text-emerald-800">
              Wallets and payments for Nigerians
            </p>
            <h1 className="mt-5 text-4xl leading-tight font-bold tracking-tight sm:text-6xl">
              Your money, in <span className="text-primary">Naira, Dollars and Yuan.</span>
            </h1>
            <p className="mt-5 max-w-xl text-lg text-muted-foreground">
              Owo keeps your NGN, USD and CNY wallets side by side. Fund, convert, pay bills and
              send money from one secure app.
            </p>
            <div className="mt-8 flex flex-col gap-3 sm:flex-row">
              <Button asChild size="lg">
                <Link to={signUp}>
                  Create Account
                  <ArrowRightIcon aria-hidden="true" />
                </Link>
              </Button>
              <Button asChild size="lg" variant="outline">
                <Link to={signIn}>Sign In</Link>
              </Button>
            </div>
            <ul className="mt-8 grid gap-2 text-sm text-muted-foreground">
              {TRUST.map(({ icon: Icon, text }) => (
                <li key={text} className="flex items-center gap-2">
                  <Icon className="size-4 text-primary" aria-hidden="true" />
                  {text}
                </li>
              ))}
            </ul>
          </div>
          <HeroPreview />
        </section>
        <section aria-labelledby="features-heading" className="border-t bg-card/60 py-16">
          <div className="mx-auto w-full max-w-6xl px-4 sm:px-6">
            <h2 id="features-heading" className="text-2xl font-bold tracking-tight sm:text-3xl">
              Everything your money needs
            </h2>
            <ul className="mt-8 grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-3">
              {FEATURES.map(({ icon: Icon, title, text }) => (
                <li key={title} className="rounded-2xl border bg-card p-4 shadow-sm sm:p-5">
                  <span className="grid size-10 place-items-center rounded-xl bg-emerald-100 text-primary">
                    <Icon className="size-5" aria-hidden="true" />
                  </span>
                  <h3 className="mt-3 font-semibold">{title}</h3>
                  <p className="mt-1 text-sm text-muted-foreground">{text}</p>
                </li>
              ))}
            </ul>
          </div>
        </section>
        <section className="mx-auto w-full max-w-6xl px-4 py-16 sm:px-6">
          <div className="flex flex-col items-start gap-6 rounded-3xl bg-gradient-to-br from-brand to-brand-dark p-8 text-white sm:flex-row sm:items-center sm:justify-between sm:p-12">
            <div>
              <h2 className="text-2xl font-bold sm:text-3xl">Open your wallets in a minute</h2>
              <p className="mt-2 text-white/80">
                Free to sign up. Your three wallets are ready at once.
              </p>
            </div>
            <Button asChild size="lg" className="bg-white text-brand-dark hover:bg-white/90">
              <Link to={signUp}>
                Get Started
                <ArrowRightIcon aria-hidden="true" />
              </Link>
            </Button>
          </div>
        </section>
      </main>
      <footer className="border-t px-4 py-6 text-center text-xs text-muted-foreground">
        © {new Date().getFullYear()} Owo. Secured with bank-grade encryption.
      </footer>
    </div>
  );
}
