import type { Config } from '#server/config.ts';
import type { Logger } from '#server/log.ts';
import { measuredHttp } from '#server/providers/http-client.ts';
import { createVtpassClient, type VtpassClient } from './client.ts';

/** Where the simulator is mounted inside the app (VTpass's `/api/` base). */
export const VTPASS_SIMULATOR_PATH = '/sim/vtpass/api';
/** Where VTpass (or the simulator) posts `transaction-update`. */
export const VTPASS_WEBHOOK_PATH = '/api/webhooks/vtpass';

/** The simulator's fixed keys: public, like any development default, and useless anywhere else. */
export const VTPASS_SIM_KEYS = {
  apiKey: 'owo-vtpass-simulator-api-key',
  publicKey: 'PK_owo_vtpass_simulator',
  secretKey: 'SK_owo_vtpass_simulator',
} as const;

export type Vtpass = { mode: 'vtpass' | 'simulator'; client: VtpassClient };

const cache = new WeakMap<Config, Vtpass>();

/**
 * The live API when the three VTpass keys are set; otherwise the simulator
 * inside this app. Never the simulator in production: the configuration
 * refuses to start there without the keys, and this refuses too.
 */
export function vtpassFor(config: Config, log: Logger): Vtpass {
  const known = cache.get(config);
  if (known) return known;
  const {
    VTPASS_API_KEY: apiKey,
    VTPASS_PUBLIC_KEY: publicKey,
    VTPASS_SECRET_KEY: secretKey,
  } = config;
  const timeoutMs = config.VTPASS_TIMEOUT_MS;
  let vtpass: Vtpass;
  if (apiKey && publicKey && secretKey) {
    vtpass = {
      mode: 'vtpass',
      client: createVtpassClient({
        baseUrl: config.VTPASS_BASE_URL,
        apiKey,
        publicKey,
        secretKey,
        timeoutMs,
        http: measuredHttp('vtpass', config),
      }),
    };
  } else if (config.production) {
    throw new Error(
      'VTPASS_API_KEY, VTPASS_PUBLIC_KEY and VTPASS_SECRET_KEY are required in production',
    );
  } else {
    vtpass = {
      mode: 'simulator',
      client: createVtpassClient({
        baseUrl: `${config.publicUrl}${VTPASS_SIMULATOR_PATH}/`,
        ...VTPASS_SIM_KEYS,
        timeoutMs,
        http: measuredHttp('vtpass', config),
      }),
    };
    if (apiKey || publicKey || secretKey)
      log.warn(
        'Only some of VTPASS_API_KEY, VTPASS_PUBLIC_KEY and VTPASS_SECRET_KEY are set: using the built-in VTpass simulator',
      );
    log.info(
      { baseUrl: vtpass.client.baseUrl },
      'VTpass keys are not set: using the built-in VTpass simulator (no real bills are paid)',
    );
  }
  cache.set(config, vtpass);
  return vtpass;
}
