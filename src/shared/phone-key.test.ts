import { describe, expect, it } from 'vitest';
import { phoneKeyOf } from './phone-key.ts';

describe('phoneKeyOf', () => {
  it.each([
    ['08031234567', '8031234567'],
    ['0803 123 4567', '8031234567'],
    ['+2348031234567', '8031234567'],
    ['+234 803 123 4567', '8031234567'],
    ['2348031234567', '8031234567'],
    ['803-123-4567', '8031234567'],
    ['0803123', '803123'],
    ['+234803', null],
    ['0803', null],
    ['ada@example.com', null],
    ['080312345678901', null],
  ])('%s -> %s', (typed, key) => {
    expect(phoneKeyOf(typed)).toBe(key);
  });
});
