import { describe, expect, it } from 'vitest';
import { telHref } from './dial.ts';

describe('telHref', () => {
  it('escapes # so the dialer gets the whole code', () => {
    expect(telHref('*600*08030000000*1000*1234#')).toBe('tel:*600*08030000000*1000*1234%23');
  });
});
