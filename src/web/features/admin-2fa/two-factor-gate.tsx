import { Suspense } from 'react';
import { Outlet } from 'react-router';
import { ContentLoader } from '#web/components/content-loader.tsx';
import { lazyNamed } from '#web/components/lazy-named.ts';
import { useTwoFactorRequired } from './hooks/use-two-factor-required.ts';

// With the QR code library: loaded only by an administrator who needs it.
const TwoFactorRequiredPage = lazyNamed(
  () => import('./two-factor-required-page.tsx'),
  'TwoFactorRequiredPage',
);

/**
 * Around every back-office screen: once the server answers
 * TWO_FACTOR_REQUIRED, the setup page shows in the screen's place until
 * two-factor is on; then the screen loads again.
 */
export function TwoFactorGate() {
  const { required, clear } = useTwoFactorRequired();
  if (!required) return <Outlet />;
  return (
    <Suspense fallback={<ContentLoader />}>
      <TwoFactorRequiredPage onDone={clear} />
    </Suspense>
  );
}
