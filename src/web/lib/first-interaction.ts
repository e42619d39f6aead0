// The visitor's first key, tap, focus or input on the page. What a form needs only once it is
// used (the bot check's widget, the validation's zod, the sign-in client) waits for it: on a slow
// phone their code would otherwise run as long tasks while the page is still settling, with no
// one yet typing.
const EVENTS = ['pointerdown', 'keydown', 'focusin', 'input'] as const;

let interacted: Promise<void> | undefined;

/** Resolves at the visitor's first interaction with the page (at once if there was one). */
export function afterFirstInteraction(): Promise<void> {
  interacted ??= new Promise<void>((resolve) => {
    // A visitor who came here by a click in the app has already used the page.
    if (navigator.userActivation?.hasBeenActive) return resolve();
    const done = () => {
      for (const type of EVENTS) window.removeEventListener(type, done, true);
      resolve();
    };
    for (const type of EVENTS)
      window.addEventListener(type, done, { capture: true, passive: true });
  });
  return interacted;
}
