import {
  type AdminRmbPurchase,
  ALIPAY_TYPE_NAMES,
  RMB_PLATFORM_NAMES,
} from '#shared/schemas/rmb.ts';

/** "WeChat Pay", or "Alipay · Nigeria Alipay". */
export function platformLabel(p: Pick<AdminRmbPurchase, 'platform' | 'alipay_type'>): string {
  const name = RMB_PLATFORM_NAMES[p.platform];
  return p.alipay_type ? `${name} · ${ALIPAY_TYPE_NAMES[p.alipay_type]}` : name;
}

/** The user as the lists show them: the name, or 'No Name'. */
export const userName = (p: Pick<AdminRmbPurchase, 'user_name'>) =>
  p.user_name?.trim() || 'No Name';

// The back office's dates, en-NG in Lagos time.
const zone = { timeZone: 'Africa/Lagos' } as const;
const dateTime = new Intl.DateTimeFormat('en-NG', {
  dateStyle: 'medium',
  timeStyle: 'short',
  ...zone,
});
const day = new Intl.DateTimeFormat('en-NG', { dateStyle: 'medium', ...zone });
const time = new Intl.DateTimeFormat('en-NG', { timeStyle: 'short', ...zone });

/** "23 Nov 2026, 18:00". */
export const formatRmbDate = (iso: string) => dateTime.format(new Date(iso));
/** "23 Nov 2026". */
export const formatRmbDay = (iso: string) => day.format(new Date(iso));
/** "18:00". */
export const formatRmbTime = (iso: string) => time.format(new Date(iso));

/** Whether an administrator can still move the purchase on. */
export const isOpen = (p: Pick<AdminRmbPurchase, 'status'>) =>
  p.status === 'pending' || p.status === 'processing';
