import { describe, expect, it } from 'vitest';
import { FAQS, searchFaqs } from './faq-content.ts';

describe('searchFaqs', () => {
  it('answers every question for an empty query', () => {
    expect(searchFaqs('   ')).toHaveLength(FAQS.length);
  });

  it('matches the question or the answer, case-insensitively, every word', () => {
    expect(searchFaqs('BUDGETS').map((f) => f.id)).toEqual(['budgets']);
    expect(searchFaqs('paystack').map((f) => f.id)).toEqual(['link-bank', 'security']);
    expect(searchFaqs('paystack hash').map((f) => f.id)).toEqual(['security']);
  });

  it('answers nothing when no question matches', () => {
    expect(searchFaqs('cryptocurrency')).toEqual([]);
  });
});
