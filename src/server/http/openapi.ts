import { ErrorSchema } from '#shared/schemas/common.ts';

const err = (description: string) => ({
  description,
  content: { 'application/json': { schema: ErrorSchema } },
});

/** The error responses most routes share, for the OpenAPI page. */
export const errorResponses = {
  400: err('Invalid input; the message names the field'),
  401: err('No session'),
  403: err('Not allowed'),
  404: err('Not found'),
  409: err('Idempotency key reused with a different request'),
  422: err('A business rule refused it (insufficient funds, inactive account, ...)'),
  423: err('This device is locked (SESSION_LOCKED): POST /api/me/unlock first'),
  429: err('Rate limited'),
  502: err('A provider (VTpass, Paystack) could not be reached or answered wrongly'),
} as const;

export const json = <T>(schema: T, description = 'OK') => ({
  description,
  content: { 'application/json': { schema } },
});
