import { useSearchParams } from 'react-router';
import { afterSignIn } from '../next-path.ts';

/** The page a sign-in on /auth leads to: its safe `next`, else the dashboard. */
export function useAfterSignIn(): string {
  const [params] = useSearchParams();
  return afterSignIn(params.get('next'));
}
