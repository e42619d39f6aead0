/** "My Cards": three static sample cards; nothing here is a real card. */
export interface SampleCard {
  id: string;
  brand: 'Visa' | 'Mastercard' | 'Verve';
  last4: string;
  expiry: string;
  holder: string;
  /** Tailwind background of the card face: fixed colours, the same in the dark theme. */
  face: string;
}

export const SAMPLE_CARDS: readonly SampleCard[] = [
  {
    id: 'visa',
    brand: 'Visa',
    last4: '4242',
    expiry: '12/28',
    holder: 'SAMPLE CARDHOLDER',
    face: 'bg-gradient-to-br from-fixed-blue-700 to-fixed-indigo-950',
  },
  {
    id: 'mastercard',
    brand: 'Mastercard',
    last4: '5454',
    expiry: '09/27',
    holder: 'SAMPLE CARDHOLDER',
    face: 'bg-gradient-to-br from-fixed-neutral-700 to-fixed-neutral-950',
  },
  {
    id: 'verve',
    brand: 'Verve',
    last4: '0199',
    expiry: '03/29',
    holder: 'SAMPLE CARDHOLDER',
    face: 'bg-gradient-to-br from-fixed-emerald-700 to-fixed-emerald-950',
  },
];
