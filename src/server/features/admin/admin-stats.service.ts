import type { Pool } from '#server/db/client.ts';
import { CURRENCIES, type Currency } from '#shared/constants.ts';
import { safeMinor } from '#shared/money.ts';
import type { AdminRecentUser, AdminStats, Analytics } from '#shared/schemas/admin-stats.ts';
import { countPendingKyc, countTransactions } from './admin-counts.queries.ts';
import {
  countPending,
  dailySignups,
  dailyVolume,
  lagosDays,
  recentTransactions,
  recentUsers,
  revenueByCurrency,
  tierCounts,
  userCounts,
} from './admin-stats.queries.ts';

const RECENT = 5;

/**
 * The dashboard's figures. The queries are independent, so they run side by
 * side on the pool.
 */
export async function adminStats(pool: Pool): Promise<AdminStats> {
  const [users, transactions, revenue, pending, kyc, tiers, newUsers, newTransactions] =
    await Promise.all([
      userCounts(pool),
      countTransactions(pool),
      revenueByCurrency(pool, CURRENCIES),
      countPending(pool),
      countPendingKyc(pool),
      tierCounts(pool),
      recentUsers(pool, RECENT),
      recentTransactions(pool, RECENT),
    ]);
  const onTier = (tier: number) => safeMinor(tiers.find((t) => t.kyc_tier === tier)?.n ?? 0);
  const total = safeMinor(users.total);
  const active = safeMinor(users.active);
  return {
    total_users: total,
    active_users: active,
    inactive_users: total - active,
    total_transactions: transactions,
    revenue: revenue.map((r) => ({
      currency: r.currency as Currency,
      amount: safeMinor(r.amount),
    })),
    pending: {
      kyc,
      withdrawals: safeMinor(pending.withdrawals),
      rmb: safeMinor(pending.rmb),
      airtime_cash: safeMinor(pending.airtime_cash),
      bills: safeMinor(pending.bills),
      loans: safeMinor(pending.loans),
      approvals: safeMinor(pending.approvals),
    },
    tiers: { '1': onTier(1), '2': onTier(2), '3': onTier(3) },
    recent_users: newUsers.map((u) => ({
      ...u,
      kyc_status: u.kyc_status as AdminRecentUser['kyc_status'],
      created_at: u.created_at.toISOString(),
    })),
    recent_transactions: newTransactions.map((t) => ({
      ...t,
      currency: t.currency as Currency,
      amount: safeMinor(t.amount),
      created_at: t.created_at.toISOString(),
    })),
  };
}

/** Daily volume per currency and sign-ups over the last `days` days, every day present. */
export async function adminAnalytics(pool: Pool, days: number): Promise<Analytics> {
  const [dates, volume, signups] = await Promise.all([
    lagosDays(pool, days),
    dailyVolume(pool, days),
    dailySignups(pool, days),
  ]);
  const volumeOf = new Map(volume.map((v) => [`${v.date}:${v.currency}`, safeMinor(v.amount)]));
  const signupsOf = new Map(signups.map((s) => [s.date, safeMinor(s.n)]));
  return {
    days: dates.map((date) => ({
      date,
      volume: CURRENCIES.map((currency) => ({
        currency,
        amount: volumeOf.get(`${date}:${currency}`) ?? 0,
      })),
      signups: signupsOf.get(date) ?? 0,
    })),
  };
}
