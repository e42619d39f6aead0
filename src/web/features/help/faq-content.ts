// The Help page's five questions, answered for this app as it is.

export interface Faq {
  id: string;
  question: string;
  answer: string[];
}

export const FAQS: readonly Faq[] = [
  {
    id: 'add-transaction',
    question: 'How do I add a transaction?',
    answer: [
      "You don't type transactions in by hand. Owo records one for you every time money moves: when you fund a wallet by card or bank transfer, convert between wallets, pay a bill, buy RMB, withdraw to a bank or send money to another Owo user.",
      'To add money, tap Fund Wallet on the dashboard or Top Up on the Wallets page. Each transaction then appears under History with its amount, date, status and reference.',
    ],
  },
  {
    id: 'link-bank',
    question: 'How do I link a bank account?',
    answer: [
      'There is nothing to link in advance. To fund your naira wallet, pay with your debit card through Paystack, or make a bank transfer to the account shown in the Fund Wallet dialog.',
      'To withdraw, open Withdraw, choose your bank and enter your 10-digit account number. We check the number and look up the account name with your bank before you confirm, so you can see the money is going to the right person. Owo never stores your card details.',
    ],
  },
  {
    id: 'export-history',
    question: 'How do I export my transaction history?',
    answer: [
      'History lists every transaction, newest first; you can search by description or category and show only money in or money out. The monthly and yearly summaries show your income, expenses and net savings for each currency.',
      "A downloadable statement isn't available in the app yet. If you need an official statement (for a visa, a loan or your accountant), e-mail support from your registered address with the dates you need and we'll send it to you.",
    ],
  },
  {
    id: 'budgets',
    question: 'How do I set up budgets?',
    answer: [
      "Owo doesn't have spending budgets yet. To keep an eye on your spending, use the monthly summaries, which show what came in, what went out and your net savings in each currency.",
      'The notifications bell at the top of the screen tells you about your transactions as they happen.',
    ],
  },
  {
    id: 'security',
    question: 'Is my data secure?',
    answer: [
      'Yes. Your password is stored only as a salted hash, and your session is kept in a secure cookie that page scripts cannot read. Your identity documents are private: only you and our verification staff can open them.',
      'Card payments are handled by Paystack, a PCI DSS certified processor, so your card number never reaches Owo. Every movement of money is recorded in a double-entry ledger and applied exactly once, even if a request is sent twice. Changing your password in Settings signs you out on every other device.',
    ],
  },
];

/** Every word of the query must appear in the question or the answer (case-insensitive). */
export function searchFaqs(query: string, faqs: readonly Faq[] = FAQS): readonly Faq[] {
  const words = query.toLowerCase().split(/\s+/).filter(Boolean);
  if (!words.length) return faqs;
  return faqs.filter((f) => {
    const text = `${f.question} ${f.answer.join(' ')}`.toLowerCase();
    return words.every((w) => text.includes(w));
  });
}
