import { CABLE_PROVIDER_NAMES, DISCOS } from '#shared/schemas/bills-options.ts';
import { BILL_LIMITS } from '#shared/schemas/bills-requests.ts';

// The simulator's small catalog, in VTpass's own shapes: per network a dozen
// data plans whose names cover the five tabs (daily, weekly, monthly, special,
// broadband), the four TV providers' packages, and the twelve discos.

export type SimVariation = {
  variation_code: string;
  name: string;
  /** Naira, as VTpass writes it ("1850.00"). */
  variation_amount: string;
  fixedPrice: 'Yes' | 'No';
};

export type SimServiceKind = 'airtime' | 'data' | 'electricity' | 'tv';

export type SimService = {
  serviceID: string;
  name: string;
  identifier: 'airtime' | 'data' | 'electricity-bill' | 'tv-subscription';
  kind: SimServiceKind;
  /** What a transaction's `type` says. */
  type: string;
  /** Naira. */
  minimum: number;
  maximum: number;
  variations: SimVariation[];
};

const naira = (n: number) => `${n}.00`;
const variation = (code: string, name: string, price: number, fixed = true): SimVariation => ({
  variation_code: code,
  name,
  variation_amount: naira(price),
  fixedPrice: fixed ? 'Yes' : 'No',
});

/** Plans as [code suffix, name after the network, naira]; prices drift a little per network. */
const PLAN_SHAPES: Array<[string, string, number]> = [
  ['100mb-100', '100MB Daily Plan - 1 Day', 100],
  ['1gb-350', '1GB - 1 Day', 350],
  ['2-5gb-600', '2.5GB - 2 Days', 600],
  ['1-5gb-1000', '1.5GB Weekly Plan - 7 Days', 1000],
  ['6gb-2500', '6GB - 7 Days', 2500],
  ['2gb-1500', '2GB Monthly Plan - 30 Days', 1500],
  ['10gb-4500', '10GB - 30 Days', 4500],
  ['20gb-7500', '20GB - 30 Days', 7500],
  ['xtra-500', 'XtraValue 1GB + 50 Mins - 7 Days', 500],
  ['youtube-1gb-300', '1GB YouTube Streaming - 1 Day', 300],
  ['weekend-2gb-500', '2GB Weekend Plan (Sat & Sun)', 500],
  ['mifi-60gb-20000', '60GB MiFi Plan - 30 Days', 20000],
  ['router-150gb-35000', '150GB Broadband Router Plan - 30 Days', 35000],
];

const NETWORKS = [
  { airtime: 'mtn', data: 'mtn-data', prefix: 'mtn', name: 'MTN', drift: 0 },
  { airtime: 'airtel', data: 'airtel-data', prefix: 'airt', name: 'Airtel', drift: 50 },
  { airtime: 'glo', data: 'glo-data', prefix: 'glo', name: 'Glo', drift: -50 },
  { airtime: 'etisalat', data: 'etisalat-data', prefix: 'eti', name: '9mobile', drift: 100 },
] as const;

const TV: Record<string, Array<[string, string, number]>> = {
  dstv: [
    ['dstv-padi', 'DStv Padi N4,400', 4400],
    ['dstv-yanga', 'DStv Yanga N6,000', 6000],
    ['dstv-confam', 'DStv Confam N11,000', 11000],
    ['dstv79', 'DStv Compact N19,000', 19000],
    ['dstv7', 'DStv Compact Plus N30,000', 30000],
    ['dstv3', 'DStv Premium N44,500', 44500],
  ],
  gotv: [
    ['gotv-smallie', 'GOtv Smallie N1,900', 1900],
    ['gotv-jinja', 'GOtv Jinja N3,900', 3900],
    ['gotv-jolli', 'GOtv Jolli N5,800', 5800],
    ['gotv-max', 'GOtv Max N8,500', 8500],
    ['gotv-supa', 'GOtv Supa N11,400', 11400],
  ],
  startimes: [
    ['nova', 'Nova - 1 Month', 1900],
    ['basic', 'Basic - 1 Month', 3700],
    ['smart', 'Smart - 1 Month', 4700],
    ['classic', 'Classic - 1 Month', 5500],
    ['super', 'Super - 1 Month', 9000],
  ],
  showmax: [
    ['mobile_only', 'Showmax Mobile - N1,450', 1450],
    ['full', 'Showmax Entertainment - N3,500', 3500],
    ['pro_mobile', 'Showmax Pro Mobile - N3,200', 3200],
    ['full_3', 'Showmax Entertainment 3 Months - N8,400', 8400],
  ],
};

function build(): SimService[] {
  const services: SimService[] = [];
  for (const n of NETWORKS) {
    services.push({
      serviceID: n.airtime,
      name: `${n.name} Airtime VTU`,
      identifier: 'airtime',
      kind: 'airtime',
      type: 'Airtime Recharge',
      minimum: BILL_LIMITS.airtime.min,
      maximum: BILL_LIMITS.airtime.max,
      variations: [],
    });
    services.push({
      serviceID: n.data,
      name: `${n.name} Data`,
      identifier: 'data',
      kind: 'data',
      type: 'Data Services',
      minimum: 50,
      maximum: 100_000,
      variations: PLAN_SHAPES.map(([code, name, price]) =>
        variation(`${n.prefix}-${code}`, `${n.name} ${name}`, Math.max(50, price + n.drift)),
      ),
    });
  }
  for (const [provider, packages] of Object.entries(TV))
    services.push({
      serviceID: provider,
      name: `${CABLE_PROVIDER_NAMES[provider as keyof typeof CABLE_PROVIDER_NAMES]} Subscription`,
      identifier: 'tv-subscription',
      kind: 'tv',
      type: 'TV Subscription',
      minimum: 1,
      maximum: 1_000_000,
      variations: packages.map(([code, name, price]) => variation(code, name, price)),
    });
  for (const disco of Object.values(DISCOS))
    services.push({
      serviceID: disco.serviceId,
      name: `${disco.name} Payment`,
      identifier: 'electricity-bill',
      kind: 'electricity',
      type: 'Electricity Bill',
      minimum: BILL_LIMITS.electricity.min,
      maximum: BILL_LIMITS.electricity.max,
      variations: [
        variation('prepaid', 'Prepaid', 0, false),
        variation('postpaid', 'Postpaid', 0, false),
      ],
    });
  return services;
}

export const SIM_SERVICES: readonly SimService[] = build();
const BY_ID = new Map(SIM_SERVICES.map((s) => [s.serviceID, s]));

export const simService = (serviceID: unknown) =>
  typeof serviceID === 'string' ? BY_ID.get(serviceID) : undefined;

/** GET services?identifier= in VTpass's shape (its misspelt keys included). */
export function simServicesAnswer(identifier: string) {
  return {
    response_description: '000',
    content: SIM_SERVICES.filter((s) => s.identifier === identifier).map((s) => ({
      serviceID: s.serviceID,
      name: s.name,
      minimium_amount: String(s.minimum),
      maximum_amount: s.maximum,
      convinience_fee: '0 %',
      product_type: s.variations.length ? 'fix' : 'flexible',
      image: `https://sandbox.vtpass.com/resources/products/200X200/${s.serviceID}.jpg`,
    })),
  };
}

/** GET service-variations?serviceID= in VTpass's shape; null for an unknown service. */
export function simVariationsAnswer(serviceID: string) {
  const service = simService(serviceID);
  if (!service) return null;
  return {
    response_description: '000',
    content: {
      ServiceName: service.name,
      serviceID: service.serviceID,
      convinience_fee: 'N0.00',
      variations: service.variations,
    },
  };
}

const FIRST = ['ADEBAYO', 'CHIOMA', 'IBRAHIM', 'NGOZI', 'OLUWASEUN', 'FATIMA', 'EMEKA', 'AMINAT'];
const LAST = ['OKAFOR', 'BELLO', 'ADEYEMI', 'EZE', 'MUSA', 'OGUNDIPE', 'NWOSU', 'ABUBAKAR'];
const STREETS = ['ALLEN AVENUE', 'ADEOLA ODEKU', 'ISAAC JOHN', 'AWOLOWO ROAD', 'BODE THOMAS'];

/** The same made-up customer for the same number. */
export function simCustomer(number: string) {
  let h = 7;
  for (const ch of number) h = (h * 31 + ch.charCodeAt(0)) >>> 0;
  return {
    name: `${FIRST[h % FIRST.length]} ${LAST[(h >>> 3) % LAST.length]}`,
    address: `${(h % 90) + 1} ${STREETS[(h >>> 6) % STREETS.length]}, LAGOS`,
  };
}
