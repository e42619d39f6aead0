import { describe, expect, it } from 'vitest';
import { nubanPrefix } from '#shared/nuban.ts';
import { createPaystackClient } from './client.ts';
import { SIM_BANKS, simBank, simBankPage } from './sim-banks.ts';

describe("the simulator's banks", () => {
  it("holds Nigeria's banks, microfinance banks and fintechs with Paystack's codes", () => {
    expect(SIM_BANKS.length).toBeGreaterThan(90);
    const named = (code: string) => simBank(code)?.name;
    expect(named('044')).toBe('Access Bank');
    expect(named('058')).toBe('Guaranty Trust Bank');
    expect(named('057')).toBe('Zenith Bank');
    expect(named('033')).toBe('United Bank For Africa');
    expect(named('50211')).toBe('Kuda Bank');
    expect(named('50515')).toBe('Moniepoint MFB');
    expect(named('999992')).toMatch(/OPay/);
    expect(named('999991')).toBe('PalmPay');
    expect(named('51318')).toBe('Fairmoney Microfinance Bank');
    expect(named('120003')).toBe('MTN Momo PSB');
  });

  it('gives every bank its own code, id and slug, and a code NUBAN can be checked against', () => {
    for (const key of ['code', 'id', 'slug'] as const)
      expect(new Set(SIM_BANKS.map((b) => b[key])).size).toBe(SIM_BANKS.length);
    for (const bank of SIM_BANKS) {
      expect(nubanPrefix(bank.code), bank.name).not.toBeNull();
      expect(bank.slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
    }
  });

  it('pages as Paystack does: by cursor until next is null, or by page number', () => {
    const seen: string[] = [];
    let next: string | undefined;
    let pages = 0;
    do {
      const page = simBankPage({ perPage: '40', useCursor: true, next });
      expect(page.data.length).toBeLessThanOrEqual(40);
      seen.push(...page.data.map((b) => b.code));
      next = page.meta.next ?? undefined;
      pages++;
    } while (next);
    expect(pages).toBe(Math.ceil(SIM_BANKS.length / 40));
    expect(seen).toEqual(SIM_BANKS.map((b) => b.code));

    expect(simBankPage({ useCursor: false }).data).toHaveLength(50);
    expect(simBankPage({ perPage: '500', useCursor: false }).data).toHaveLength(
      Math.min(100, SIM_BANKS.length),
    );
    const second = simBankPage({ perPage: '60', page: '2', useCursor: false });
    expect(second.data.map((b) => b.code)).toEqual(SIM_BANKS.slice(60).map((b) => b.code));
  });

  it("the client follows Paystack's cursor to the last page", async () => {
    const asked: URL[] = [];
    const client = createPaystackClient({
      baseUrl: 'http://paystack.test',
      secretKey: 'sk_test_x',
      // Pages of 30, smaller than the client asks for, so it has to follow the cursor.
      http: async (url) => {
        const u = new URL(url);
        asked.push(u);
        const page = simBankPage({
          perPage: '30',
          useCursor: u.searchParams.get('use_cursor') === 'true',
          next: u.searchParams.get('next') ?? undefined,
        });
        return {
          status: 200,
          text: JSON.stringify({ status: true, message: 'Banks retrieved', ...page }),
        };
      },
    });
    const banks = await client.listBanks();
    expect(banks.map((b) => b.code)).toEqual(SIM_BANKS.map((b) => b.code));
    expect(asked).toHaveLength(Math.ceil(SIM_BANKS.length / 30));
    expect(asked[0]?.searchParams.get('country')).toBe('nigeria');
    expect(asked[0]?.searchParams.get('next')).toBeNull();
    expect(asked[1]?.searchParams.get('next')).toBeTruthy();
  });
});
