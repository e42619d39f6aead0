import type { Config } from '#server/config.ts';
import type { Logger } from '#server/log.ts';
import { measuredHttp } from '#server/providers/http-client.ts';
import { createDojahClient, type DojahClient } from './client.ts';

/** Where the simulator is mounted inside the app (Dojah's base URL). */
export const DOJAH_SIMULATOR_PATH = '/sim/dojah';

/** The simulator's fixed keys: public, like any development default, and useless anywhere else. */
export const DOJAH_SIM_KEYS = {
  appId: 'owo-dojah-simulator-app-id',
  secretKey: 'test_sk_owo_dojah_simulator',
} as const;

export type Dojah = { mode: 'dojah' | 'simulator'; client: DojahClient };

const cache = new WeakMap<Config, Dojah>();

/**
 * The live API when DOJAH_APP_ID and DOJAH_SECRET_KEY are set; otherwise the
 * simulator inside this app. Never the simulator in production: the
 * configuration refuses to start there without the keys, and this refuses too.
 */
export function dojahFor(config: Config, log: Logger): Dojah {
  const known = cache.get(config);
  if (known) return known;
  const { DOJAH_APP_ID: appId, DOJAH_SECRET_KEY: secretKey } = config;
  const timeoutMs = config.DOJAH_TIMEOUT_MS;
  let dojah: Dojah;
  if (appId && secretKey) {
    dojah = {
      mode: 'dojah',
      client: createDojahClient({
        baseUrl: config.DOJAH_BASE_URL,
        appId,
        secretKey,
        timeoutMs,
        http: measuredHttp('dojah', config),
      }),
    };
  } else if (config.production) {
    throw new Error('DOJAH_APP_ID and DOJAH_SECRET_KEY are required in production');
  } else {
    dojah = {
      mode: 'simulator',
      client: createDojahClient({
        baseUrl: `${config.publicUrl}${DOJAH_SIMULATOR_PATH}`,
        ...DOJAH_SIM_KEYS,
        timeoutMs,
        http: measuredHttp('dojah', config),
      }),
    };
    if (appId || secretKey)
      log.warn(
        'Only one of DOJAH_APP_ID and DOJAH_SECRET_KEY is set: using the built-in Dojah simulator',
      );
    log.info(
      { baseUrl: dojah.client.baseUrl },
      'Dojah keys are not set: using the built-in Dojah simulator (no real BVN is checked)',
    );
  }
  cache.set(config, dojah);
  return dojah;
}
