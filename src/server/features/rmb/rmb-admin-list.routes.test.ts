import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { alipay, png } from '#test/support/rmb.ts';
import { admin, bought, f, page, user } from './rmb-admin.test-support.ts';

describe('the list', () => {
  it('shows every purchase with stats over all of them, filters, search and pages', async () => {
    const a = await bought(
      alipay(1_000, { recipient_id: 'ali-findme-77', full_name: 'Zhang San' }),
    );
    const w = await bought({
      platform: 'wechat',
      rmb_amount: 500,
      recipient_id: 'wx-42',
      full_name: 'Li Si',
    });
    const all = await page();
    expect(all.items.map((p) => p.id)).toEqual([w.id, a.id]);
    expect(all.items[0]).toMatchObject({
      user_id: user().userId,
      admin_note: null,
      processed_by_email: null,
      platform: 'wechat',
    });
    expect(all.items[0]?.user_email).toMatch(/^rmb-.*@example\.com$/);
    expect(all.stats).toEqual({
      total: 2,
      pending: 2,
      processing: 0,
      completed: 0,
      failed: 0,
      total_volume_ngn: 0,
      total_volume_cny: 0,
      avg_exchange_rate: null,
    });
    expect((await page('?platform=alipay')).items.map((p) => p.id)).toEqual([a.id]);
    expect((await page('?status=completed')).items).toEqual([]);
    expect((await page('?q=FINDME')).items.map((p) => p.id)).toEqual([a.id]);
    expect((await page('?q=li si')).items.map((p) => p.id)).toEqual([w.id]);
    expect((await page(`?q=${w.reference.slice(-8)}`)).items.map((p) => p.id)).toEqual([w.id]);
    const byEmail = await page(`?q=${encodeURIComponent(all.items[0]!.user_email)}`);
    expect(byEmail.items).toHaveLength(2);
    expect((await page('?q=100%25')).items).toEqual([]);
    const first = await page('?limit=1');
    expect(first.next_cursor).toBe(w.id);
    expect((await page(`?limit=1&cursor=${first.next_cursor}`)).items.map((p) => p.id)).toEqual([
      a.id,
    ]);
    for (const bad of ['?status=lost', '?platform=paypal', '?limit=0', `?q=${'x'.repeat(101)}`])
      expect((await f().call(admin(), 'GET', `/api/admin/rmb${bad}`)).status).toBe(400);
  });
});

describe('the QR image', () => {
  it('is served to administrators only, privately, with its type', async () => {
    const up = await f().uploadQr(user(), png(5));
    const p = await bought(alipay(100, { qr_id: up.json.qr_id }));
    const res = await f().call(admin(), 'GET', `/api/admin/rmb/${p.id}/qr`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/png');
    expect(res.headers.get('cache-control')).toBe('private, no-store');
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(new Uint8Array(await res.arrayBuffer())).toEqual(png(5));

    expect((await f().call(user(), 'GET', `/api/admin/rmb/${p.id}/qr`)).status).toBe(403);
    expect((await f().call(null, 'GET', `/api/admin/rmb/${p.id}/qr`)).status).toBe(401);
    const without = await bought(alipay(100));
    expect((await f().call(admin(), 'GET', `/api/admin/rmb/${without.id}/qr`)).status).toBe(404);
    expect((await f().call(admin(), 'GET', `/api/admin/rmb/${randomUUID()}/qr`)).status).toBe(404);
    expect((await f().call(admin(), 'GET', '/api/admin/rmb/x/qr')).status).toBe(404);
  });
});
