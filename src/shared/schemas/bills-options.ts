// Bill payments (airtime, data, electricity, cable TV) through VTpass: the fixed
// lists a bill is made of (its services and statuses, data categories, DISCOs,
// cable providers, meter types). The mobile networks are in ./bills-networks.ts.

export const BILL_SERVICES = ['airtime', 'data', 'electricity', 'cable'] as const;
export type BillService = (typeof BILL_SERVICES)[number];

/** delivered: paid and given; pending: money held while VTpass decides; refunded: VTpass refused, money back. */
export const BILL_STATUSES = ['pending', 'delivered', 'refunded'] as const;
export type BillStatus = (typeof BILL_STATUSES)[number];

export const DATA_CATEGORIES = ['daily', 'weekly', 'monthly', 'special', 'broadband'] as const;
export type DataCategory = (typeof DATA_CATEGORIES)[number];

/** The DISCOs we sell electricity for: our codes, their full names and VTpass serviceIDs. */
export const DISCOS = {
  aedc: { name: 'Abuja Electricity Distribution Company (AEDC)', serviceId: 'abuja-electric' },
  bedc: { name: 'Benin Electricity Distribution Company (BEDC)', serviceId: 'benin-electric' },
  eedc: { name: 'Enugu Electricity Distribution Company (EEDC)', serviceId: 'enugu-electric' },
  ekedc: { name: 'Eko Electricity Distribution Company (EKEDC)', serviceId: 'eko-electric' },
  ibedc: { name: 'Ibadan Electricity Distribution Company (IBEDC)', serviceId: 'ibadan-electric' },
  ikedc: { name: 'Ikeja Electric (IKEDC)', serviceId: 'ikeja-electric' },
  jed: { name: 'Jos Electricity Distribution (JED)', serviceId: 'jos-electric' },
  kaedco: { name: 'Kaduna Electric (KAEDCO)', serviceId: 'kaduna-electric' },
  kedco: { name: 'Kano Electricity Distribution Company (KEDCO)', serviceId: 'kano-electric' },
  phed: {
    name: 'Port Harcourt Electricity Distribution (PHED)',
    serviceId: 'portharcourt-electric',
  },
  yedc: { name: 'Yola Electricity Distribution Company (YEDC)', serviceId: 'yola-electric' },
  abedc: { name: 'Aba Electricity Distribution Company (ABEDC)', serviceId: 'aba-electric' },
} as const;
export type Disco = keyof typeof DISCOS;
export const DISCO_CODES = Object.keys(DISCOS) as [Disco, ...Disco[]];

export const CABLE_PROVIDERS = ['dstv', 'gotv', 'startimes', 'showmax'] as const;
export type CableProvider = (typeof CABLE_PROVIDERS)[number];
export const CABLE_PROVIDER_NAMES: Record<CableProvider, string> = {
  dstv: 'DStv',
  gotv: 'GOtv',
  startimes: 'StarTimes',
  showmax: 'Showmax',
};

export const METER_TYPES = ['prepaid', 'postpaid'] as const;
export type MeterType = (typeof METER_TYPES)[number];
export const METER_TYPE_HINTS: Record<MeterType, string> = {
  prepaid: 'Buy tokens',
  postpaid: 'Pay bills',
};
