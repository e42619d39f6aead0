import type { Config } from '#server/config.ts';
import { AppError } from '#server/http/errors.ts';
import type { Logger } from '#server/log.ts';
import { vtpassFor } from '#server/providers/vtpass/vtpass.ts';
import { planCategory, planValidity } from '#shared/data-plans.ts';
import type {
  BillVerifyResult,
  CablePackage,
  DataPlan,
  ElectricityProvider,
} from '#shared/schemas/bills.ts';
import { DATA_SERVICE_IDS, type Network } from '#shared/schemas/bills-networks.ts';
import { type CableProvider, DISCO_CODES, DISCOS } from '#shared/schemas/bills-options.ts';
import { BILL_MESSAGES, type BillVerify } from '#shared/schemas/bills-requests.ts';

// What can be bought, as VTpass lists it: plans, packages and DISCOs come from
// the provider (prices change), kept for 5 minutes per process.

const TTL_MS = 5 * 60_000;
type Deps = { config: Config; log: Logger };
const cache = new Map<string, { at: number; value: Promise<unknown> }>();

function cached<T>(key: string, load: () => Promise<T>): Promise<T> {
  const hit = cache.get(key);
  if (hit && Date.now() - hit.at < TTL_MS) return hit.value as Promise<T>;
  const value = load();
  cache.set(key, { at: Date.now(), value });
  // A failure is not kept: the next caller asks again.
  value.catch(() => cache.delete(key));
  return value;
}

const unavailable = () => new AppError('PROVIDER_ERROR', BILL_MESSAGES.failed);

async function variations(deps: Deps, serviceId: string) {
  const { client, mode } = vtpassFor(deps.config, deps.log);
  return cached(`${mode}:${client.baseUrl}:variations:${serviceId}`, async () => {
    try {
      return await client.variations(serviceId);
    } catch (e) {
      deps.log.warn({ err: e, serviceId }, 'VTpass variations failed');
      throw unavailable();
    }
  });
}

export async function dataPlans(deps: Deps, network: Network): Promise<DataPlan[]> {
  const list = await variations(deps, DATA_SERVICE_IDS[network]);
  return list.map((v) => ({
    id: v.code,
    name: v.name,
    amount: v.amount,
    validity: planValidity(v.name).label,
    category: planCategory(v.name),
  }));
}

export async function cablePackages(deps: Deps, provider: CableProvider): Promise<CablePackage[]> {
  const list = await variations(deps, provider);
  return list.map((v) => ({ id: v.code, name: v.name, amount: v.amount }));
}

export async function electricityProviders(deps: Deps): Promise<ElectricityProvider[]> {
  const { client, mode } = vtpassFor(deps.config, deps.log);
  const services = await cached(`${mode}:${client.baseUrl}:services:electricity`, async () => {
    try {
      return await client.services('electricity-bill');
    } catch (e) {
      deps.log.warn({ err: e }, 'VTpass services failed');
      throw unavailable();
    }
  });
  const byId = new Map(services.map((s) => [s.serviceID, s]));
  return DISCO_CODES.flatMap((id) => {
    const s = byId.get(DISCOS[id].serviceId);
    if (!s) return [];
    return [
      {
        id,
        name: DISCOS[id].name,
        min_amount: Math.round((s.minimumAmount ?? 500) * 100),
        max_amount: Math.round((s.maximumAmount ?? 100_000) * 100),
      },
    ];
  });
}

/** One plan or package by its variation code, or a 400 naming the field. */
export async function findVariation(
  deps: Deps,
  serviceId: string,
  code: string,
  field: 'plan_id' | 'package_id',
) {
  const list = await variations(deps, serviceId);
  const found = list.find((v) => v.code === code);
  if (!found)
    throw new AppError(
      'VALIDATION_ERROR',
      `${field}: ${field === 'plan_id' ? 'this plan is not offered' : 'this package is not offered'}`,
      field,
    );
  return found;
}

/** Asks VTpass who a meter or smartcard belongs to; 422 with BILL_MESSAGES' words when nobody. */
export async function verifyCustomer(deps: Deps, input: BillVerify): Promise<BillVerifyResult> {
  const { client } = vtpassFor(deps.config, deps.log);
  const query =
    input.service === 'electricity'
      ? {
          serviceID: DISCOS[input.disco].serviceId,
          billersCode: input.meter_number,
          type: input.meter_type,
        }
      : { serviceID: input.provider, billersCode: input.smartcard };
  let answer: Awaited<ReturnType<typeof client.verify>>;
  try {
    answer = await client.verify(query);
  } catch (e) {
    deps.log.warn({ err: e }, 'VTpass merchant-verify failed');
    throw unavailable();
  }
  if (!answer.ok)
    throw new AppError(
      'BUSINESS_RULE',
      input.service === 'electricity' ? BILL_MESSAGES.meterWrong : BILL_MESSAGES.iucWrong,
    );
  return {
    customer_name: answer.customerName,
    address: answer.address,
    current_bouquet: answer.currentBouquet,
    meter_type: answer.meterType,
    minimum_amount: answer.minimumAmount,
  };
}
