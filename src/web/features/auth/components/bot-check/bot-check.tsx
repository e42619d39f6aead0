import { type Ref, Suspense, useImperativeHandle, useRef } from 'react';
import { BOT_CHECK_WAIT_MS } from '#shared/constants.ts';
import type { BotCheckMode } from '#shared/schemas/public-config.ts';
import { lazyNamed } from '#web/components/lazy-named.ts';
import { authToasts } from '../../auth-toasts.ts';
import { AltchaWidget } from './altcha-widget.tsx';
import type { WidgetHandle } from './widget-handle.ts';

export interface BotCheckHandle {
  /** Headers proving the check (none when it is off), or null when there is no token. */
  headers(): Promise<Record<string, string> | null>;
  reset(): void;
}

// Only servers with Turnstile keys need Cloudflare's widget code.
const TurnstileWidget = lazyNamed(() => import('./turnstile-widget.tsx'), 'TurnstileWidget');

const HEADER = 'x-captcha-response';
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Run the widget, wait one second, and require a token. */
export function BotCheck({
  mode,
  siteKey,
  ref,
}: {
  mode: BotCheckMode;
  siteKey: string | null;
  ref: Ref<BotCheckHandle>;
}) {
  const token = useRef<string | null>(null);
  const widget = useRef<WidgetHandle>(null);
  const onToken = (value: string | null) => {
    token.current = value;
  };

  useImperativeHandle(ref, () => ({
    async headers(): Promise<Record<string, string> | null> {
      if (mode === 'off') return {};
      if (!token.current) {
        await widget.current?.execute().catch(() => undefined);
        const until = Date.now() + BOT_CHECK_WAIT_MS;
        while (!token.current && Date.now() < until) await sleep(100);
      }
      return token.current ? { [HEADER]: token.current } : null;
    },
    reset() {
      token.current = null;
      widget.current?.reset();
    },
  }));

  if (mode === 'off') return null;
  const events = {
    onToken,
    onExpired: () => authToasts.botCheckExpired(mode),
    onError: () => authToasts.botCheckError(mode),
  };
  if (mode === 'turnstile' && siteKey)
    return (
      <Suspense fallback={<div className="min-h-16" />}>
        <TurnstileWidget ref={widget} siteKey={siteKey} {...events} />
      </Suspense>
    );
  return <AltchaWidget ref={widget} {...events} />;
}
