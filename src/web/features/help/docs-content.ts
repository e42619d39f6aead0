// The Help page's three documentation buttons: short, plain text.

export interface HelpDoc {
  id: 'guide' | 'privacy' | 'terms';
  title: 'User Guide' | 'Privacy Policy' | 'Terms of Service';
  summary: string;
  sections: { heading: string; body: string }[];
}

export const DOCS: readonly HelpDoc[] = [
  {
    id: 'guide',
    title: 'User Guide',
    summary: 'Getting started with your Owo wallets.',
    sections: [
      {
        heading: '1. Verify your identity',
        body: 'On your Profile, choose NIN or International Passport and upload a clear JPG, PNG or PDF (up to 5MB). Your status reads Under Review until it has been checked.',
      },
      {
        heading: '2. Add money',
        body: 'Tap Fund Wallet and pay by card through Paystack, or transfer to the bank account shown. Your naira wallet is credited once the payment is confirmed.',
      },
      {
        heading: '3. Hold and convert',
        body: 'You have three wallets: Naira (₦), US Dollar ($) and Chinese Yuan (¥). Convert between them on the Wallets page at the rate shown before you confirm.',
      },
      {
        heading: '4. Pay and send',
        body: 'Buy airtime and data, pay electricity and cable TV, buy RMB for Alipay or WeChat Pay, withdraw to a Nigerian bank, or send money to another Owo user by e-mail.',
      },
      {
        heading: '5. Keep track',
        body: 'History lists every transaction with its status and reference. In Settings you can pick your primary currency, hide balances and change your password.',
      },
    ],
  },
  {
    id: 'privacy',
    title: 'Privacy Policy',
    summary: 'What we collect, why, and your rights.',
    sections: [
      {
        heading: 'What we collect',
        body: 'Your e-mail address and password (stored only as a hash), the personal details you enter, your identity document, and a record of your transactions and sign-ins.',
      },
      {
        heading: 'Why',
        body: 'To run your wallets, to verify who you are as Nigerian financial regulations require, and to prevent fraud. We do not sell your data or use it for advertising.',
      },
      {
        heading: 'Who we share it with',
        body: 'Only the partners needed to complete what you ask for (the card processor, banks and bill providers), and authorities when the law requires it.',
      },
      {
        heading: 'Your rights',
        body: 'Under the Nigeria Data Protection Act 2023 you may ask for a copy of your data, correct it, or ask us to delete it where the law allows. Contact support to do so.',
      },
    ],
  },
  {
    id: 'terms',
    title: 'Terms of Service',
    summary: 'The rules for using Owo.',
    sections: [
      {
        heading: 'Your account',
        body: 'You must be 18 or older, give accurate details and keep your password to yourself. One account per person. We may ask you to verify your identity before some services.',
      },
      {
        heading: 'Payments',
        body: 'Amounts, fees and exchange rates are shown before you confirm. A completed transaction cannot be cancelled; a failed one is refunded to your wallet.',
      },
      {
        heading: 'Fair use',
        body: 'We may suspend an account used for fraud, money laundering or anything unlawful, and we report such activity as the law requires.',
      },
      {
        heading: 'Questions',
        body: 'If something went wrong, contact support with the transaction reference and we will look into it.',
      },
    ],
  },
];
