import { secureHeaders } from 'hono/secure-headers';

/**
 * The headers every answer carries, pages, files, JSON and errors alike. No
 * page of ours is ever framed (clickjacking); scripts come only from us and
 * the Turnstile widget.
 */
export const securityHeaders = secureHeaders({
  xFrameOptions: 'DENY',
  contentSecurityPolicy: {
    defaultSrc: ["'self'"],
    scriptSrc: ["'self'", 'https://challenges.cloudflare.com'],
    styleSrc: ["'self'", "'unsafe-inline'"],
    imgSrc: ["'self'", 'data:', 'blob:'],
    connectSrc: ["'self'"],
    frameSrc: ["'self'", 'https://challenges.cloudflare.com'],
    frameAncestors: ["'none'"],
    workerSrc: ["'self'", 'blob:'],
    objectSrc: ["'none'"],
    baseUri: ["'self'"],
    formAction: ["'self'"],
  },
});
