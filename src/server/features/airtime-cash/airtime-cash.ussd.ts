import type { Config } from '#server/config.ts';
import type { AirtimeNetwork } from '#shared/schemas/airtime-cash.ts';

// The USSD code that sends airtime from the user's line to our receiving line,
// the carriers' share-airtime services in one fixed shape per network:
//
//   MTN     *600*<receiving number>*<naira>*<PIN>#   (Share 'n Sell)
//   Airtel  *432*<receiving number>*<naira>*<PIN>#   (Me2U)
//   Glo     *131*<receiving number>*<naira>*<PIN>#   (Easy Share)
//
// The carrier PIN is only ever in the code built for the dialer, which the
// create request answers once; what is stored has it replaced by ****.

export const PIN_MASK = '****';

const SERVICE_CODES: Record<Exclude<AirtimeNetwork, '9Mobile'>, string> = {
  MTN: '600',
  Airtel: '432',
  Glo: '131',
};

function receivingNumber(config: Config, network: keyof typeof SERVICE_CODES): string {
  switch (network) {
    case 'MTN':
      return config.AIRTIME_CASH_MTN_NUMBER;
    case 'Airtel':
      return config.AIRTIME_CASH_AIRTEL_NUMBER;
    case 'Glo':
      return config.AIRTIME_CASH_GLO_NUMBER;
  }
}

export type UssdCodes = {
  /** For the dialer: with the PIN. Never stored or logged. */
  dial: string;
  /** For the record: the PIN masked. */
  masked: string;
};

/** The codes for `naira` of airtime on a network we receive (not 9Mobile). */
export function ussdCodes(
  config: Config,
  network: keyof typeof SERVICE_CODES,
  naira: number,
  pin: string,
): UssdCodes {
  const code = (secret: string) =>
    `*${SERVICE_CODES[network]}*${receivingNumber(config, network)}*${naira}*${secret}#`;
  return { dial: code(pin), masked: code(PIN_MASK) };
}
