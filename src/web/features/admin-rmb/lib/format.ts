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

/** Whether an administrator can still move the purchase on. */
export const isOpen = (p: Pick<AdminRmbPurchase, 'status'>) =>
  p.status === 'pending' || p.status === 'processing';
