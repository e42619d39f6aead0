import { describe, expect, it } from 'vitest';
import { planCategory } from '#shared/data-plans.ts';
import { DATA_CATEGORIES } from '#shared/schemas/bills-options.ts';
import { SIM_SERVICES } from './sim-catalog.ts';

describe("the simulator's catalog", () => {
  it('gives every network plans in all five tabs, and the twelve discos', () => {
    for (const id of ['mtn-data', 'airtel-data', 'glo-data', 'etisalat-data']) {
      const plans = SIM_SERVICES.find((s) => s.serviceID === id)?.variations ?? [];
      expect(plans.length).toBeGreaterThanOrEqual(10);
      expect(plans.length).toBeLessThanOrEqual(15);
      const tabs = new Set(plans.map((p) => planCategory(p.name)));
      expect([...tabs].sort(), id).toEqual([...DATA_CATEGORIES].sort());
    }
    const discos = SIM_SERVICES.filter((s) => s.identifier === 'electricity-bill');
    expect(discos).toHaveLength(12);
    expect(discos.every((d) => d.minimum === 500 && d.maximum === 100_000)).toBe(true);
  });
});
