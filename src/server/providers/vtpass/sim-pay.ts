import { createHash, randomInt } from 'node:crypto';
import { koboOf } from './catalog.ts';
import { lagosStamp } from './client.ts';
import { SIM_ERRORS } from './sim-answers.ts';
import { type SimService, simCustomer, simService } from './sim-catalog.ts';
import type { SimData, SimStatus } from './sim-store.ts';

/** The simulator's fixed numbers (the phone for airtime and data, the meter or the smartcard otherwise). */
export const VTPASS_SIM_NUMBERS = {
  /** 099 pending; delivered after VTPASS_SIM_PENDING_S, with a webhook. */
  pending: '201000000000',
  /** HTTP 502, not JSON; requery: delivered. */
  unexpected: '500000000000',
  /** No answer until the client gives up; requery: 016 failed. */
  noAnswer: '400000000000',
  /** HTTP 504 after a delay; requery: 040 reversed. */
  gatewayTimeout: '300000000000',
  /** The phone whose purchases fail (016). */
  failingPhone: '08099999999',
  /** Verify answers WrongBillersCode. */
  wrongMeter: '9999999999999',
  wrongSmartcard: '9999999999',
  prepaidMeter: '1111111111111',
  postpaidMeter: '1010101010101',
  smartcard: '1212121212',
} as const;

/** How the simulator answers a payment it has recorded. */
export type SimDelivery = 'answer' | 'bad-gateway' | 'no-answer' | 'gateway-timeout';

export type SimPayPlan = {
  requestId: string;
  status: SimStatus;
  /** Set for the pending number: where it goes after VTPASS_SIM_PENDING_S. */
  finalStatus?: SimStatus;
  delivery: SimDelivery;
  data: SimData;
};

type Refusal = { refused: (typeof SIM_ERRORS)[keyof typeof SIM_ERRORS] };

const str = (v: unknown) =>
  typeof v === 'string' || typeof v === 'number' ? String(v).trim() : '';

/** A request_id VTpass accepts: today's (or, just after midnight, yesterday's) Lagos date and time first. */
export function simRequestIdOk(id: string, now = new Date()): boolean {
  if (!/^\d{12}[A-Za-z0-9_-]{0,88}$/.test(id)) return false;
  const today = lagosStamp(now).slice(0, 8);
  const justBefore = lagosStamp(new Date(now.getTime() - 5 * 60_000)).slice(0, 8);
  return id.startsWith(today) || id.startsWith(justBefore);
}

/** Checks a `pay` body as VTpass would and decides its outcome; a refusal is answered without a record. */
export function planPay(body: Record<string, unknown>): SimPayPlan | Refusal {
  const requestId = str(body.request_id);
  if (!simRequestIdOk(requestId)) return { refused: SIM_ERRORS.requestId };
  const service = simService(body.serviceID);
  if (!service) return { refused: SIM_ERRORS.product };
  const phone = str(body.phone);
  const billersCode = str(body.billersCode);
  if (!phone) return { refused: SIM_ERRORS.arguments };
  const priced = priceOf(service, body, billersCode);
  if ('refused' in priced) return priced;
  const number = service.kind === 'airtime' ? phone : billersCode || phone;
  const { status, delivery, finalStatus } = outcomeFor(number, phone);
  const customer = simCustomer(number);
  const meterType = service.kind === 'electricity' ? str(body.variation_code) : null;
  const transactions = {
    status,
    product_name: service.name,
    unique_element: number,
    unit_price: priced.naira,
    quantity: 1,
    service_verification: null,
    channel: 'api',
    commission: Math.round(priced.naira * 0.015 * 100) / 100,
    total_amount: Math.round(priced.naira * 0.985 * 100) / 100,
    discount: null,
    type: service.type,
    email: 'sandbox@owo.example',
    phone,
    name: null,
    convinience_fee: 0,
    amount: priced.naira,
    platform: 'api',
    method: 'api',
    transactionId: `${Date.now()}${String(randomInt(1e12)).padStart(13, '0')}`,
    commission_details: {
      amount: null,
      rate: '1.50',
      rate_type: 'percent',
      computation_type: 'default',
    },
    ...(priced.variationName ? { variation: priced.variationName } : {}),
  };
  const extra = meterType
    ? electricityExtras(requestId, number, meterType, customer, priced.naira)
    : {};
  return {
    requestId,
    status,
    finalStatus,
    delivery,
    data: {
      request: body,
      transactions,
      amount: priced.naira,
      extra,
      created_at: new Date().toISOString(),
    },
  };
}

function outcomeFor(
  number: string,
  phone: string,
): Pick<SimPayPlan, 'status' | 'delivery' | 'finalStatus'> {
  const n = VTPASS_SIM_NUMBERS;
  if (number === n.pending)
    return { status: 'pending', finalStatus: 'delivered', delivery: 'answer' };
  if (number === n.unexpected) return { status: 'delivered', delivery: 'bad-gateway' };
  if (number === n.noAnswer) return { status: 'failed', delivery: 'no-answer' };
  if (number === n.gatewayTimeout) return { status: 'reversed', delivery: 'gateway-timeout' };
  // A number that verify refuses cannot be paid either.
  const refused = [n.failingPhone, n.wrongMeter, n.wrongSmartcard];
  if (refused.includes(number as never) || phone === n.failingPhone)
    return { status: 'failed', delivery: 'answer' };
  return { status: 'delivered', delivery: 'answer' };
}

/** The price in naira: the plan's or package's for fixed-price services, the amount sent otherwise. */
function priceOf(
  service: SimService,
  body: Record<string, unknown>,
  billersCode: string,
): { naira: number; variationName?: string } | Refusal {
  const code = str(body.variation_code);
  const chosen = service.variations.find((v) => v.variation_code === code);
  const sentKobo = koboOf(str(body.amount));
  const sent = sentKobo === null ? null : sentKobo / 100;
  const inRange = (naira: number | null) =>
    naira === null || naira <= 0
      ? { refused: SIM_ERRORS.arguments }
      : naira < service.minimum
        ? { refused: SIM_ERRORS.belowMinimum }
        : naira > service.maximum
          ? { refused: SIM_ERRORS.aboveMaximum }
          : { naira };
  switch (service.kind) {
    case 'airtime':
      return inRange(sent);
    case 'electricity':
      if (!billersCode) return { refused: SIM_ERRORS.arguments };
      if (!chosen) return { refused: SIM_ERRORS.variation };
      return inRange(sent);
    case 'data':
      if (!chosen) return { refused: SIM_ERRORS.variation };
      return { naira: (koboOf(chosen.variation_amount) ?? 0) / 100, variationName: chosen.name };
    case 'tv':
      if (!billersCode) return { refused: SIM_ERRORS.arguments };
      if (body.subscription_type === 'renew') return inRange(sent);
      if (!chosen) return { refused: SIM_ERRORS.variation };
      return { naira: (koboOf(chosen.variation_amount) ?? 0) / 100, variationName: chosen.name };
  }
}

/** What a delivered electricity payment adds: a 20-digit token for prepaid meters, a bill's details for postpaid. */
function electricityExtras(
  requestId: string,
  meter: string,
  meterType: string,
  customer: { name: string; address: string },
  naira: number,
): Record<string, unknown> {
  const common = {
    customerName: customer.name,
    customerAddress: customer.address,
    meterNumber: meter,
    exchangeReference: String(randomInt(1e8)).padStart(8, '0'),
  };
  if (meterType !== 'prepaid')
    return { purchased_code: '', ...common, utilityName: 'Owo Test Utility', balance: null };
  const digits = BigInt(`0x${createHash('sha256').update(requestId).digest('hex').slice(0, 20)}`)
    .toString()
    .padStart(20, '0')
    .slice(-20);
  const token = `Token : ${digits.match(/\d{4}/g)?.join('-')}`;
  return {
    purchased_code: token,
    ...common,
    token,
    tokenAmount: Math.round(naira * 0.93 * 100) / 100,
    units: `${Math.round((naira / 25) * 10) / 10} kWh`,
    resetToken: 'N/A',
    configureToken: 'N/A',
    tariff: 'R2 SINGLE PHASE RESIDENTIAL',
    taxAmount: 0,
    debtAmount: 0,
  };
}
