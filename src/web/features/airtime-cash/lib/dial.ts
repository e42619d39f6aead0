/**
 * The `tel:` link that opens the dialer with a USSD code. `#` starts a
 * fragment in a URL, so it is sent as %23 (the `*` may stay as it is).
 */
export const telHref = (code: string) => `tel:${code.replace(/#/g, '%23')}`;

/** Phones and tablets (a finger, not a mouse): the dialer opens by itself. */
export const canDial = () =>
  typeof window !== 'undefined' && window.matchMedia?.('(pointer: coarse)').matches === true;

/** Opens the dialer with `code`, as a tap on a tel: link would. */
export function openDialer(code: string) {
  const link = document.createElement('a');
  link.href = telHref(code);
  link.click();
}
