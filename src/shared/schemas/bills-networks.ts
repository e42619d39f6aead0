// Bill payments: the mobile networks we sell airtime and data for, their VTpass
// serviceIDs, and which network a number belongs to.

export const NETWORKS = ['mtn', 'airtel', 'glo', '9mobile'] as const;
export type Network = (typeof NETWORKS)[number];
export const NETWORK_NAMES: Record<Network, string> = {
  mtn: 'MTN',
  airtel: 'Airtel',
  glo: 'Glo',
  '9mobile': '9Mobile',
};

/** VTpass serviceIDs of airtime and data per network (9mobile is `etisalat` at VTpass). */
export const AIRTIME_SERVICE_IDS: Record<Network, string> = {
  mtn: 'mtn',
  airtel: 'airtel',
  glo: 'glo',
  '9mobile': 'etisalat',
};
export const DATA_SERVICE_IDS: Record<Network, string> = {
  mtn: 'mtn-data',
  airtel: 'airtel-data',
  glo: 'glo-data',
  '9mobile': 'etisalat-data',
};

/** Which network a Nigerian number belongs to, by its first four digits. */
export const NETWORK_PREFIXES: Record<Network, readonly string[]> = {
  mtn: [
    '0703',
    '0706',
    '0803',
    '0806',
    '0810',
    '0813',
    '0814',
    '0816',
    '0903',
    '0906',
    '0913',
    '0916',
    '0702',
    '0704',
  ],
  airtel: ['0701', '0708', '0802', '0808', '0812', '0901', '0902', '0904', '0907', '0912', '0911'],
  glo: ['0705', '0805', '0807', '0811', '0815', '0905', '0915'],
  '9mobile': ['0809', '0817', '0818', '0908', '0909'],
};
export function networkOf(phone: string): Network | null {
  const prefix = phone.replace(/\D/g, '').slice(0, 4);
  if (prefix.length < 4) return null;
  for (const n of NETWORKS) if (NETWORK_PREFIXES[n].includes(prefix)) return n;
  return null;
}
