import { ArrowRightIcon, BanknoteIcon, GlobeIcon, ReceiptIcon, SmartphoneIcon } from 'lucide-react';
import { Link, Navigate } from 'react-router';
import { Logo } from '#web/components/logo.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { useAuth } from '#web/features/auth/hooks/auth-context.ts';

const FEATURES = [
  { icon: GlobeIcon, title: 'Three wallets', text: 'Hold Naira, US Dollars and Chinese Yuan.' },
  { icon: ReceiptIcon, title: 'Pay bills', text: 'Airtime, data, electricity and cable TV.' },
  { icon: BanknoteIcon, title: 'Buy RMB', text: 'Pay Alipay and WeChat Pay recipients.' },
  { icon: SmartphoneIcon, title: 'Card2Cash', text: 'Turn spare airtime into cash.' },
];

export function LandingPage() {
  const { user } = useAuth();
  if (user) return <Navigate to="/dashboard" replace />;
  return (
    <div className="flex min-h-dvh flex-col bg-gradient-to-b from-emerald-50 via-background to-background">
      <header className="mx-auto flex w-full max-w-6xl items-center justify-between px-4 py-5 sm:px-6">
        <Logo />
        <Button asChild variant="ghost">
          <Link to="/auth">Sign In</Link>
        </Button>
      </header>
      <main className="mx-auto flex w-full max-w-6xl flex-1 flex-col justify-center gap-14 px-4 py-10 sm:px-6">
        <div className="max-w-2xl">
          <h1 className="text-4xl leading-tight font-bold tracking-tight sm:text-6xl">
            Your money, in <span className="text-primary">Naira, Dollars and Yuan.</span>
          </h1>
          <p className="mt-5 text-lg text-muted-foreground">
            Owo keeps your NGN, USD and CNY wallets side by side. Fund, convert, pay bills and send
            money from one secure app.
          </p>
          <div className="mt-8 flex flex-col gap-3 sm:flex-row">
            <Button asChild size="lg">
              <Link to="/auth?mode=signup">
                Create Account
                <ArrowRightIcon aria-hidden="true" />
              </Link>
            </Button>
            <Button asChild size="lg" variant="outline">
              <Link to="/auth">Sign In</Link>
            </Button>
          </div>
        </div>
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          {FEATURES.map(({ icon: Icon, title, text }) => (
            <li key={title} className="rounded-xl border bg-card p-5 shadow-sm">
              <Icon className="size-6 text-primary" aria-hidden="true" />
              <h2 className="mt-3 font-semibold">{title}</h2>
              <p className="mt-1 text-sm text-muted-foreground">{text}</p>
            </li>
          ))}
        </ul>
      </main>
      <footer className="px-4 py-6 text-center text-xs text-muted-foreground">
        © {new Date().getFullYear()} Owo. Secured with bank-grade encryption.
      </footer>
    </div>
  );
}
