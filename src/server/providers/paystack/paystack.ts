import type { Config } from '#server/config.ts';
import type { Logger } from '#server/log.ts';
import { measuredHttp } from '#server/providers/http-client.ts';
import { createPaystackClient, type PaystackClient } from './client.ts';

/** Where the simulator is mounted inside the app. */
export const SIMULATOR_PATH = '/sim/paystack';
/** Where Paystack (or the simulator) posts its signed events. */
export const WEBHOOK_PATH = '/api/webhooks/paystack';

export type Paystack =
  | {
      mode: 'paystack' | 'simulator';
      client: PaystackClient;
      /** Signs and checks webhooks. */
      secretKey: string;
    }
  | { mode: 'off'; client: null; secretKey: null };

const cache = new WeakMap<Config, Paystack>();

/**
 * The live API when PAYSTACK_SECRET_KEY is set; otherwise the simulator inside
 * this app. Never the simulator in production: anyone could approve their own
 * payment there, so card funding is off instead.
 */
export function paystackFor(config: Config, log: Logger): Paystack {
  const known = cache.get(config);
  if (known) return known;
  let paystack: Paystack;
  if (config.PAYSTACK_SECRET_KEY) {
    const secretKey = config.PAYSTACK_SECRET_KEY;
    paystack = {
      mode: 'paystack',
      secretKey,
      client: createPaystackClient({
        baseUrl: config.PAYSTACK_BASE_URL,
        secretKey,
        http: measuredHttp('paystack', config),
      }),
    };
  } else if (config.production) {
    paystack = { mode: 'off', client: null, secretKey: null };
    log.warn('PAYSTACK_SECRET_KEY is not set: card funding and bank payouts are off');
  } else {
    const secretKey = config.PAYSTACK_SIMULATOR_SECRET;
    paystack = {
      mode: 'simulator',
      secretKey,
      client: createPaystackClient({
        baseUrl: `${config.publicUrl}${SIMULATOR_PATH}`,
        secretKey,
        http: measuredHttp('paystack', config),
      }),
    };
    log.info(
      { baseUrl: paystack.client.baseUrl },
      'PAYSTACK_SECRET_KEY is not set: using the built-in Paystack simulator (no real money moves)',
    );
  }
  cache.set(config, paystack);
  return paystack;
}
