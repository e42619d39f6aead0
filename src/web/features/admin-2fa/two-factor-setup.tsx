import { useState } from 'react';
import type { TwoFactorSecret } from './api/two-factor.ts';
import { PasswordStep } from './components/password-step.tsx';
import { RecoveryCodesStep } from './components/recovery-codes-step.tsx';
import { ScanStep } from './components/scan-step.tsx';

type Step = { name: 'password' } | ({ name: 'scan' | 'codes' } & TwoFactorSecret);

const STEP_TITLES = {
  password: 'Step 1 of 3: confirm your password',
  scan: 'Step 2 of 3: connect your authenticator app',
  codes: 'Step 3 of 3: keep your recovery codes',
} as const;

/**
 * Turning two-factor on: password, then the app (QR code or key) and its
 * first code, then the recovery codes. `onDone` once they are saved.
 */
export function TwoFactorSetup({ onDone }: { onDone: () => void }) {
  const [step, setStep] = useState<Step>({ name: 'password' });
  return (
    <section aria-labelledby="two-factor-step" className="grid gap-5">
      <h2 id="two-factor-step" className="text-sm font-medium text-muted-foreground">
        {STEP_TITLES[step.name]}
      </h2>
      {step.name === 'password' && (
        <PasswordStep onStarted={(secret) => setStep({ name: 'scan', ...secret })} />
      )}
      {step.name === 'scan' && (
        <ScanStep totpURI={step.totpURI} onConfirmed={() => setStep({ ...step, name: 'codes' })} />
      )}
      {step.name === 'codes' && <RecoveryCodesStep codes={step.backupCodes} onSaved={onDone} />}
    </section>
  );
}
