import { koboOf } from './catalog.ts';
import { SIM_ERRORS } from './sim-answers.ts';
import { simCustomer, simService } from './sim-catalog.ts';
import { VTPASS_SIM_NUMBERS } from './sim-pay.ts';

// merchant-verify: every well-formed meter or smartcard names a made-up
// customer, except the two fixed wrong numbers.

const str = (v: unknown) =>
  typeof v === 'string' || typeof v === 'number' ? String(v).trim() : '';

export function simVerify(body: Record<string, unknown> | null) {
  const service = simService(body?.serviceID);
  if (!body || !service || (service.kind !== 'electricity' && service.kind !== 'tv'))
    return SIM_ERRORS.product;
  const number = str(body.billersCode);
  if (!number) return SIM_ERRORS.arguments;
  if (service.kind === 'electricity') {
    const type = str(body.type).toLowerCase();
    if (type !== 'prepaid' && type !== 'postpaid') return SIM_ERRORS.arguments;
    if (number === VTPASS_SIM_NUMBERS.wrongMeter || !/^\d{6,20}$/.test(number))
      return wrong(
        `This meter is not correct or is not a valid ${service.name.replace(/ Payment$/, '')} ${type} meter. Please check and try again.`,
      );
    const customer = simCustomer(number);
    return {
      code: '000',
      content: {
        Customer_Name: customer.name,
        Address: customer.address,
        Meter_Number: number,
        Customer_Arrears: '',
        Minimum_Amount: '',
        Min_Purchase_Amount: String(service.minimum),
        Can_Vend: 'yes',
        Business_Unit: '',
        Customer_Account_Type: 'NMD',
        Meter_Type: type.toUpperCase(),
        WrongBillersCode: false,
        commission_details: {
          amount: null,
          rate: '1.50',
          rate_type: 'percent',
          computation_type: 'default',
        },
      },
    };
  }
  if (number === VTPASS_SIM_NUMBERS.wrongSmartcard || !/^\d{6,20}$/.test(number))
    return wrong('Invalid Smartcard Number. Please check and try again.');
  const customer = simCustomer(number);
  const bouquet = service.variations[Math.min(1, service.variations.length - 1)];
  return {
    code: '000',
    content: {
      Customer_Name: customer.name,
      Status: 'ACTIVE',
      Due_Date: new Date(Date.now() + 12 * 86_400_000).toISOString().slice(0, 10),
      Customer_Number: number.slice(-8),
      Customer_Type: service.serviceID.toUpperCase(),
      Current_Bouquet: bouquet?.name ?? null,
      Renewal_Amount: bouquet ? (koboOf(bouquet.variation_amount) ?? 0) / 100 : null,
      WrongBillersCode: false,
      commission_details: {
        amount: null,
        rate: '1.50',
        rate_type: 'percent',
        computation_type: 'default',
      },
    },
  };
}

const wrong = (error: string) => ({ code: '000', content: { error, WrongBillersCode: true } });
