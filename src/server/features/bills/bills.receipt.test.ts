import { describe, expect, it } from 'vitest';
import type { Bill } from '#shared/schemas/bills.ts';
import { drawnText } from '#test/support/pdf-text.ts';
import { billReceiptContent, billReceiptPdf } from './bills.receipt.ts';

const base: Bill = {
  id: '5d0f0a64-7d0b-4b0e-9a43-0f0b1c2d3e4f',
  service: 'electricity',
  status: 'delivered',
  amount: 150_050,
  title: 'Electricity Ikeja Electric (IKEDC) prepaid',
  reference: '202611231800a1b2c3d4e5f6',
  transaction_id: '9b1e3c1a-1111-4c4c-8888-123456789abc',
  phone: '08011111111',
  network: null,
  plan_id: null,
  plan_name: null,
  disco: 'ikedc',
  meter_number: '1111111111111',
  meter_type: 'prepaid',
  provider: null,
  smartcard: null,
  package_id: null,
  package_name: null,
  customer_name: 'Adéwálé Ọlájídé',
  customer_address: '12 Allen Avenue, Ikeja, Lagos',
  token: '2622-8867-1449-7330-4105',
  vtpass_transaction_id: '17008347539614829402',
  failure_reason: null,
  created_at: '2026-11-23T17:00:00.000Z',
  updated_at: '2026-11-23T17:00:05.000Z',
};
const owner = { name: 'Ada Obi', email: 'ada@example.com' };

describe('billReceiptPdf', () => {
  it('is a PDF that shows the reference, the amount, the token and the fields', async () => {
    const pdf = await billReceiptPdf(base, owner);
    expect(Buffer.from(pdf.subarray(0, 5)).toString('latin1')).toBe('%PDF-');
    const text = drawnText(pdf);
    for (const expected of [
      'Owo',
      'Payment Receipt',
      'Delivered',
      'NGN 1,500.50',
      'Electricity',
      '23 Nov 2026, 18:00 WAT',
      'Ikeja Electric (IKEDC)',
      '1111111111111',
      'Prepaid',
      'Ada Obi (ada@example.com)',
      '2622-8867-1449-7330-4105',
      '202611231800a1b2c3d4e5f6',
      '12 Allen Avenue, Ikeja, Lagos',
    ]) {
      expect(text).toContain(expected);
    }
  });

  it('keeps the accents Helvetica has and drops only those it lacks', async () => {
    const text = drawnText(await billReceiptPdf(base, owner));
    expect(text).toContain('Adéwálé Olájídé');
  });

  it('shows only the fields a bill has, and no token box without a token', () => {
    const airtime: Bill = {
      ...base,
      service: 'airtime',
      status: 'pending',
      amount: 10_000,
      title: 'MTN Airtime',
      network: 'mtn',
      disco: null,
      meter_number: null,
      meter_type: null,
      customer_name: null,
      customer_address: null,
      token: null,
    };
    const content = billReceiptContent(airtime, owner);
    expect(content.amount).toBe('NGN 100.00');
    expect(content.status).toBe('Pending');
    expect(content.token).toBeNull();
    expect(content.fields.map((f) => f.label)).toEqual([
      'Service',
      'Description',
      'Date',
      'Paid By',
      'Phone Number',
      'Network',
    ]);
    expect(content.fields.find((f) => f.label === 'Network')?.value).toBe('MTN');
  });

  it('names the cable provider and package, and why a refunded bill was refunded', async () => {
    const cable: Bill = {
      ...base,
      service: 'cable',
      status: 'refunded',
      disco: null,
      meter_number: null,
      meter_type: null,
      token: null,
      provider: 'dstv',
      smartcard: '1212121212',
      package_id: 'dstv-padi',
      package_name: 'DStv Padi N1,850',
      failure_reason: 'The provider reversed the payment',
    };
    const text = drawnText(await billReceiptPdf(cable, owner));
    for (const expected of ['Refunded', 'DStv', '1212121212', 'DStv Padi N1,850', 'reversed']) {
      expect(text).toContain(expected);
    }
    expect(text).not.toContain('Token');
  });

  it('wraps a very long address onto more lines instead of running off the page', async () => {
    const long = { ...base, customer_address: 'Plot 7, '.repeat(60) };
    const pdf = await billReceiptPdf(long, owner);
    expect(Buffer.from(pdf.subarray(0, 5)).toString('latin1')).toBe('%PDF-');
    expect(drawnText(pdf).match(/Plot 7,/g)?.length).toBe(60);
  });
});
