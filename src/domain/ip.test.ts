import { describe, expect, it } from 'vitest';
import { isValidIp, normalizeIp } from './ip.ts';

describe('IP addresses', () => {
  it('accept IPv4 and IPv6 addresses only ("Invalid IP address" otherwise)', () => {
    for (const ip of ['1.2.3.4', '0.0.0.0', '255.255.255.255', '::', '::1', '2001:db8::1', '1:2:3:4:5:6:7:8', '::ffff:10.0.0.1', 'fe80::1:2']) {
      expect(isValidIp(ip), ip).toBe(true);
    }
    for (const ip of ['256.1.1.1', '01.2.3.4', '1.2.3', '1.2.3.4.5', '10.0.0.1/24', '1::2::3', '1:2:3:4:5:6:7:8:9', 'fe80::1%eth0', 'localhost', '', ' ']) {
      expect(isValidIp(ip), ip).toBe(false);
    }
  });

  it('spell each address one way, so duplicates are found', () => {
    expect(normalizeIp(' 192.168.0.1 ')).toBe('192.168.0.1');
    expect(normalizeIp('2001:0DB8:0000:0000:0000:0000:0000:0001')).toBe('2001:db8::1');
    expect(normalizeIp('2001:db8:0:0:1:0:0:1')).toBe('2001:db8::1:0:0:1');
    expect(normalizeIp('::')).toBe('::');
    expect(normalizeIp('nope')).toBeNull();
  });
});
