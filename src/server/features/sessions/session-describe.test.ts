import { describe, expect, it } from 'vitest';
import { describeDevice, describePlace } from './session-describe.ts';

describe('describeDevice', () => {
  it('names the browser and the system from the user agent', () => {
    const cases: [string, string, string][] = [
      [
        'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Mobile Safari/537.36',
        'Chrome on Android',
        'mobile',
      ],
      [
        'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
        'Safari on iOS',
        'mobile',
      ],
      [
        'Mozilla/5.0 (iPad; CPU OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1',
        'Safari on iOS',
        'tablet',
      ],
      [
        'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36 Edg/126.0.0.0',
        'Edge on Windows',
        'desktop',
      ],
      [
        'Mozilla/5.0 (Linux; Android 13; SM-A515F) AppleWebKit/537.36 (KHTML, like Gecko) SamsungBrowser/23.0 Chrome/115.0.0.0 Mobile Safari/537.36',
        'Samsung Internet on Android',
        'mobile',
      ],
      [
        'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Safari/605.1.15',
        'Safari on macOS',
        'desktop',
      ],
    ];
    for (const [ua, device, kind] of cases) expect(describeDevice(ua)).toEqual({ device, kind });
  });

  it('says "Unknown device" rather than repeat a header it does not know', () => {
    for (const ua of [null, '', '   ', 'curl/8.5.0', 'Evil<script>/1.0 (x)'])
      expect(describeDevice(ua)).toEqual({ device: 'Unknown device', kind: 'unknown' });
    // A known system with a browser it cannot name: just the system.
    expect(describeDevice('Hacker<b>/2 (Linux)').device).toBe('Linux');
    expect(describeDevice(`Mozilla/5.0 (X11; Linux x86_64) ${'x'.repeat(100_000)}`).device).toBe(
      'Linux',
    );
  });
});

describe('describePlace', () => {
  it('names the server’s own machine and private networks, shows a public address as it is', () => {
    expect(describePlace('127.0.0.1')).toBe('This network');
    expect(describePlace('::1')).toBe('This network');
    expect(describePlace('::ffff:127.0.0.1')).toBe('This network');
    for (const ip of [
      '10.1.2.3',
      '172.20.0.5',
      '192.168.1.20',
      '169.254.9.9',
      'fd00::1',
      'fe80::1',
    ])
      expect(describePlace(ip)).toBe('Local network');
    expect(describePlace('102.89.34.5')).toBe('102.89.34.5');
    expect(describePlace('::ffff:102.89.34.5')).toBe('102.89.34.5');
    expect(describePlace('2c0f:f5c0::1')).toBe('2c0f:f5c0::1');
    // 172.32/12 is outside the private range.
    expect(describePlace('172.32.0.1')).toBe('172.32.0.1');
  });

  it('says "Unknown place" when no address was recorded', () => {
    for (const ip of [null, '', 'not-an-ip', '999.1.1.1'])
      expect(describePlace(ip)).toBe('Unknown place');
  });
});
