import { type Ref, useEffect, useImperativeHandle, useRef } from 'react';
import { afterFirstInteraction } from '#web/lib/first-interaction.ts';
import type { WidgetEvents, WidgetHandle } from './widget-handle.ts';

type AltchaElement = HTMLElement & AltchaWidgetMethods;

const CHALLENGE_URL = '/api/bot-check/challenge';

// The widget (about 30 KB) loads only on screens that show it, once the visitor starts using the
// page (or sends it): it draws itself and starts solving in tasks a slow phone feels.
let loading: Promise<unknown> | undefined;
function loadAltcha() {
  loading ??= import('altcha');
  return loading.then(() => customElements.whenDefined('altcha-widget'));
}

const SOLVE_TIMEOUT_MS = 20_000;

/** Resolves once a check already under way has finished, or after a time-out. */
function settled(node: AltchaElement) {
  return new Promise<void>((resolve) => {
    const done = () => {
      clearTimeout(timer);
      node.removeEventListener('statechange', onState);
      resolve();
    };
    const onState = () => {
      if (node.getState() !== 'verifying') done();
    };
    const timer = setTimeout(done, SOLVE_TIMEOUT_MS);
    node.addEventListener('statechange', onState);
  });
}

/** Self-hosted proof-of-work check; solves itself as soon as it loads. */
export function AltchaWidget({
  onToken,
  onExpired,
  onError,
  ref,
}: WidgetEvents & { ref: Ref<WidgetHandle> }) {
  const el = useRef<HTMLElement>(null);
  const events = useRef({ onToken, onExpired, onError });
  events.current = { onToken, onExpired, onError };

  useEffect(() => {
    const node = el.current;
    if (!node) return;
    const onState = (ev: Event) => {
      const { state, payload } = (ev as AltchaStateChangeEvent).detail;
      if (state === 'verified' && payload) return events.current.onToken(payload);
      events.current.onToken(null);
      if (state === 'expired') events.current.onExpired();
      if (state === 'error') events.current.onError();
    };
    node.addEventListener('statechange', onState);
    void afterFirstInteraction().then(loadAltcha);
    return () => node.removeEventListener('statechange', onState);
  }, []);

  useImperativeHandle(ref, () => ({
    async execute() {
      await loadAltcha();
      const node = el.current as AltchaElement | null;
      if (!node) return;
      const state = node.getState();
      if (state === 'verified') return;
      if (state === 'verifying') return settled(node);
      await node.verify();
    },
    reset() {
      const node = el.current as AltchaElement | null;
      if (!node || typeof node.reset !== 'function') return;
      node.reset();
      // Solve a fresh challenge straight away, so the next submit does not wait.
      void node.verify();
    },
  }));

  return (
    <altcha-widget
      ref={el}
      challengeurl={CHALLENGE_URL}
      auto="onload"
      hidefooter
      hidelogo
      credentials="same-origin"
    />
  );
}
