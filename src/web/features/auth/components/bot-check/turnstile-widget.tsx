import { type Ref, useEffect, useImperativeHandle, useRef } from 'react';
import type { WidgetEvents, WidgetHandle } from './widget-handle.ts';

interface TurnstileApi {
  render(container: HTMLElement, options: Record<string, unknown>): string | undefined;
  reset(widgetId: string): void;
  remove(widgetId: string): void;
  execute(widgetId: string): void;
  getResponse(widgetId: string): string | undefined;
}

declare global {
  interface Window {
    turnstile?: TurnstileApi;
  }
}

const SCRIPT_URL = 'https://challenges.cloudflare.com/turnstile/v0/api.js?render=explicit';

let loading: Promise<TurnstileApi> | undefined;
function loadTurnstile(): Promise<TurnstileApi> {
  loading ??= new Promise<TurnstileApi>((resolve, reject) => {
    if (window.turnstile) return resolve(window.turnstile);
    const script = document.createElement('script');
    script.src = SCRIPT_URL;
    script.async = true;
    script.onload = () =>
      window.turnstile ? resolve(window.turnstile) : reject(new Error('Turnstile missing'));
    script.onerror = () => {
      loading = undefined;
      reject(new Error('Turnstile failed to load'));
    };
    document.head.appendChild(script);
  });
  return loading;
}

/** Cloudflare Turnstile, used when the server has Turnstile keys. */
export function TurnstileWidget({
  siteKey,
  onToken,
  onExpired,
  onError,
  ref,
}: WidgetEvents & { siteKey: string; ref: Ref<WidgetHandle> }) {
  const container = useRef<HTMLDivElement>(null);
  const widgetId = useRef<string | undefined>(undefined);
  const events = useRef({ onToken, onExpired, onError });
  events.current = { onToken, onExpired, onError };

  useEffect(() => {
    let cancelled = false;
    loadTurnstile()
      .then((ts) => {
        if (cancelled || !container.current) return;
        widgetId.current = ts.render(container.current, {
          sitekey: siteKey,
          theme: 'light',
          size: 'flexible',
          callback: (token: string) => events.current.onToken(token),
          'expired-callback': () => {
            events.current.onToken(null);
            events.current.onExpired();
          },
          'error-callback': () => {
            events.current.onToken(null);
            events.current.onError();
          },
        });
      })
      .catch(() => events.current.onError());
    return () => {
      cancelled = true;
      if (widgetId.current && window.turnstile) window.turnstile.remove(widgetId.current);
      widgetId.current = undefined;
    };
  }, [siteKey]);

  useImperativeHandle(ref, () => ({
    async execute() {
      const ts = await loadTurnstile().catch(() => undefined);
      const id = widgetId.current;
      if (!ts || !id) return;
      const token = ts.getResponse(id);
      if (token) events.current.onToken(token);
      else ts.execute(id);
    },
    reset() {
      events.current.onToken(null);
      if (widgetId.current && window.turnstile) window.turnstile.reset(widgetId.current);
    },
  }));

  return <div ref={container} className="min-h-16 w-full" />;
}
