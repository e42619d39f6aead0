import { describe, expect, it } from 'vitest';
import {
  isValidAccountNumber,
  isValidNuban,
  nuban,
  nubanCheckDigit,
  nubanPrefix,
} from './nuban.ts';

// Every account number below was PUBLISHED by someone else (a CBN document, the
// test suite or README of a public NUBAN library, or payment details an
// organisation published); none was produced by our own nuban(). Where it came
// from is noted beside each one. "code index id" = a public GitHub file found by
// full-text search whose repository the index does not name.

/** [account number, CBN code, where it was published] */
type Published = [string, string, string];

// Banks with a 3-digit CBN code (2010 rule; '000' + code under the 2020 rule).
const THREE_DIGIT: Published[] = [
  // CBN, "NUBAN proposals v0.4" (2010), Example 1 and Example 2 (First Bank).
  ['0000014579', '011', 'CBN 2010 NUBAN document, example 1'],
  ['0000000220', '011', 'CBN 2010 NUBAN document, example 2'],
  // 03balogun/nuban-bank-prediction-algorithm test/predictBanks.test.ts (the same
  // numbers are in Flystunna/nuban-bank-prediction NubanBankPredictionTests/BankServiceTests.cs).
  ['0010246780', '044', '03balogun predictBanks.test.ts (Access)'],
  ['0054556411', '221', '03balogun predictBanks.test.ts (Stanbic IBTC)'],
  ['1012854016', '057', '03balogun predictBanks.test.ts (Zenith)'],
  ['0108024071', '058', '03balogun predictBanks.test.ts (GTBank)'],
  ['1018044721', '033', '03balogun predictBanks.test.ts (UBA)'],
  ['2022323697', '011', '03balogun predictBanks.test.ts (First Bank)'],
  ['5600026567', '070', '03balogun predictBanks.test.ts (Fidelity)'],
  ['2828744017', '214', '03balogun predictBanks.test.ts (FCMB)'],
  // Flystunna/nuban-bank-prediction NubanBankPredictionTests/BankServiceTests.cs
  ['0263874788', '058', 'Flystunna BankServiceTests.cs (GTBank)'],
  ['5005801153', '068', 'Flystunna BankServiceTests.cs (Standard Chartered)'],
  // timolinn/nuban src/lib.rs, test_returns_true_for_valid_account (GTBank).
  ['0152792740', '058', 'timolinn/nuban src/lib.rs'],
  // Zifah/Nigeria-Bank-Account-NUBAN-Algorithm README.md: the author's GTBank
  // account, published for donations.
  ['0016563228', '058', 'Zifah README.md (donation account)'],
  // nosakhare/Nigeria-Bank-Account-NUBAN-Algorithm test_updated_implementation.js
  ['2182813377', '044', 'nosakhare test_updated_implementation.js'],
  ['1100000121', '057', 'nosakhare test_updated_implementation.js'],
  ['0088116788', '221', 'nosakhare test_updated_implementation.js'],
];

// Institutions with a 5-digit CBN code (2020 rule: '9' + code).
const FIVE_DIGIT: Published[] = [
  // Kuda MFB (50211): payment details businesses published in public code.
  ['3003853004', '50211', 'code index id 61463391820 (KUKA TECHNOLOGY AND INNOVATION LIMITED)'],
  ['3002896343', '50211', 'code index id 2127123761 (QuickStop Cyber Cafe)'],
  ['3002638291', '50211', 'code index id 53936520029 (HIGH-ER ENTERPRISES)'],
  ['3001571135', '50211', 'code index id 60791250991 (NEJstudios)'],
  // Moniepoint MFB (50515).
  ['5522116946', '50515', 'Flystunna BankServiceTests.cs ShouldIncludeBankCode50515'],
  ['4000675874', '50515', 'nosakhare test_moniepoint.js / test_updated_implementation.js'],
  ['5822207333', '50515', 'nosakhare test_updated_implementation.js'],
  ['5129398200', '50515', 'code index id 62268944296 (BALI RECREATION CENTER LIMITED)'],
];

// Institutions with a 6-digit CBN code (used as is).
const SIX_DIGIT: Published[] = [
  // OPay (999992): OPay-issued (not phone-number) account numbers.
  ['6117030487', '999992', 'github.com/googleapis/google-api-php-client/issues/2396'],
  ['6550518571', '999992', 'code index id 57424277839 (Bensocial)'],
];

describe('nubanPrefix', () => {
  it('follows the CBN 2020 rule for 3-, 5- and 6-digit codes', () => {
    // The same expectations as nosakhare's padBankCode test (test_updated_implementation.js).
    expect(nubanPrefix('058')).toBe('000058');
    expect(nubanPrefix('50515')).toBe('950515');
    expect(nubanPrefix('120001')).toBe('120001');
    expect(nubanPrefix('50211')).toBe('950211');
    expect(nubanPrefix('999992')).toBe('999992');
  });

  it.each(['', '1', '12', '1234', '1234567', '05a', ' 058', '058 ', '5021１'])(
    'refuses the malformed code %j',
    (code) => {
      expect(nubanPrefix(code)).toBeNull();
    },
  );
});

describe('nubanCheckDigit', () => {
  it('gives the check digits of the CBN 2010 worked examples', () => {
    expect(nubanCheckDigit('011', '000001457')).toBe(9);
    expect(nubanCheckDigit('011', '000000022')).toBe(0);
  });

  it('is null for a malformed code or serial', () => {
    expect(nubanCheckDigit('12', '000001457')).toBeNull();
    expect(nubanCheckDigit('1234', '000001457')).toBeNull();
    expect(nubanCheckDigit('011', '00001457')).toBeNull();
    expect(nubanCheckDigit('011', '0000014579')).toBeNull();
    expect(nubanCheckDigit('011', '00000145x')).toBeNull();
  });
});

describe('isValidNuban on published account numbers', () => {
  it.each(THREE_DIGIT)('accepts %s at %s (%s)', (account, code) => {
    expect(isValidNuban(account, code)).toBe(true);
  });

  it.each(FIVE_DIGIT)('accepts %s at %s (%s)', (account, code) => {
    expect(isValidNuban(account, code)).toBe(true);
  });

  it.each(SIX_DIGIT)('accepts %s at %s (%s)', (account, code) => {
    expect(isValidNuban(account, code)).toBe(true);
  });

  it("would refuse the 5-digit examples under a '0' + code prefix (so the '9' matters)", () => {
    for (const [account, code] of FIVE_DIGIT) expect(isValidNuban(account, `0${code}`)).toBe(false);
  });

  it.each([...THREE_DIGIT, ...FIVE_DIGIT, ...SIX_DIGIT])(
    'refuses %s at %s with any other check digit',
    (account, code) => {
      const serial = account.slice(0, 9);
      for (let d = 0; d <= 9; d++) {
        if (String(d) === account[9]) continue;
        expect(isValidNuban(`${serial}${d}`, code)).toBe(false);
      }
    },
  );

  it('refuses numbers other libraries publish as invalid', () => {
    // timolinn/nuban src/lib.rs, test_returns_false_for_invalid_account.
    expect(isValidNuban('0982736625', '058')).toBe(false);
    // 03balogun predictBanks.test.ts ("valid but do not match").
    expect(isValidNuban('1234567890', '123')).toBe(false);
  });

  it('refuses a valid number at the wrong bank', () => {
    // Published for GTBank (058); not valid at Zenith (057) or Kuda (50211).
    expect(isValidNuban('0108024071', '057')).toBe(false);
    expect(isValidNuban('0108024071', '50211')).toBe(false);
  });
});

describe('isValidNuban on malformed input', () => {
  it.each([
    ['', '058'],
    ['010802407', '058'], // 9 digits
    ['01080240710', '058'], // 11 digits
    ['010802407x', '058'],
    [' 0108024071', '058'],
    ['0108024071 ', '058'],
    ['0108-024071', '058'],
  ])('refuses the account number %j', (account, code) => {
    expect(isValidNuban(account, code)).toBe(false);
  });

  it.each(['', '58', '0058', '1234567', 'GTB'])('refuses the bank code %j', (code) => {
    expect(isValidNuban('0108024071', code)).toBe(false);
  });
});

describe('nuban', () => {
  it('rebuilds the published numbers from their serials', () => {
    expect(nuban('011', '000001457')).toBe('0000014579');
    expect(nuban('011', '000000022')).toBe('0000000220');
    for (const [account, code] of [...THREE_DIGIT, ...FIVE_DIGIT, ...SIX_DIGIT]) {
      expect(nuban(code, account.slice(0, 9))).toBe(account);
    }
  });

  it.each([
    ['12', '000001457'],
    ['1234', '000001457'],
    ['', '000001457'],
    ['011', '00001457'],
    ['011', '0000014579'],
    ['011', '00000145x'],
    ['011', ''],
  ])('throws on code %j and serial %j', (code, serial) => {
    expect(() => nuban(code, serial)).toThrow(/not a bank code and serial/);
  });
});

describe('isValidAccountNumber: what the withdraw form and the server accept', () => {
  // Published account numbers that are their holder's phone number, which the
  // check digit does not cover (sources beside each):
  // OPay 8132814792 (ton-blockchain/wallet-contract-v5 issue 141), 8148330468
  // (casascius/Bitcoin-Address-Utility issue 36); PalmPay 8143730231
  // (open-webui/pipelines issue 397); Moniepoint 8035202891, 8109849201
  // (businesses' payment details in public code).
  const phoneAccounts: [bank: string, account: string][] = [
    ['999992', '8132814792'],
    ['999992', '8148330468'],
    ['999991', '8143730231'],
    ['50515', '8035202891'],
    ['50515', '8109849201'],
  ];

  it('fail the check digit, as the institutions issue them', () => {
    for (const [bank, account] of phoneAccounts) expect(isValidNuban(account, bank)).toBe(false);
  });

  it('are accepted at the institutions that issue phone-number accounts', () => {
    for (const [bank, account] of phoneAccounts)
      expect(isValidAccountNumber(account, bank), `${bank} ${account}`).toBe(true);
  });

  it('are still refused at a bank whose numbers all follow NUBAN', () => {
    for (const [, account] of phoneAccounts) {
      expect(isValidAccountNumber(account, '058')).toBe(isValidNuban(account, '058'));
      expect(isValidAccountNumber(account, '50211')).toBe(isValidNuban(account, '50211'));
    }
  });

  it('accepts PalmPay numbers that are not phone numbers (PalmPay does not follow NUBAN)', () => {
    // Published PalmPay numbers (public code, payment details).
    expect(isValidAccountNumber('9668440115', '999991')).toBe(true);
    expect(isValidAccountNumber('6690945661', '999991')).toBe(true);
  });

  it('keeps the NUBAN answer everywhere else, and refuses malformed input', () => {
    expect(isValidAccountNumber('0000014579', '011')).toBe(true);
    expect(isValidAccountNumber('0000014578', '011')).toBe(false);
    expect(isValidAccountNumber('813281479', '999992')).toBe(false);
    expect(isValidAccountNumber('8132814792', '12')).toBe(false);
    expect(isValidAccountNumber('6132814792', '999992')).toBe(isValidNuban('6132814792', '999992'));
  });
});
