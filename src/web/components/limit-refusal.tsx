import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { type ApiError, isApiError } from '#web/lib/api.ts';

/** Where the "Limits and verification" card lives; every "raise your limits" link goes there. */
export const LIMITS_PATH = '/settings#limits';

/**
 * A refusal under the customer's tier (422 LIMIT_EXCEEDED or KYC_REQUIRED): its message
 * already names the limit, what is left and how to raise it.
 */
export function isLimitRefusal(e: unknown): e is ApiError {
  return isApiError(e) && (e.code === 'LIMIT_EXCEEDED' || e.code === 'KYC_REQUIRED');
}

/** "See your limits", to the limits card. */
export function LimitsLink({ className }: { className?: string }) {
  return (
    <Link to={LIMITS_PATH} className={className ?? 'font-medium underline underline-offset-4'}>
      See your limits
    </Link>
  );
}

/**
 * What a failure says: `text` (the server's sentence, or the screen's own), followed by the
 * link to the limits card when the tier refused it. For toasts and inline alerts alike.
 */
export function refusalText(e: unknown, text: string): ReactNode {
  if (!isLimitRefusal(e)) return text;
  return (
    <>
      {text} <LimitsLink />
    </>
  );
}
