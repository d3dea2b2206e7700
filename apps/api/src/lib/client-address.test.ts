import { describe, expect, it } from 'vitest';
import { addressBlock } from './client-address';

describe('addressBlock', () => {
  it('keeps an IPv4 address as it is', () => {
    expect(addressBlock('192.0.2.1')).toBe('192.0.2.1');
  });

  it('counts an IPv4-mapped IPv6 address as its IPv4 address', () => {
    expect(addressBlock('::ffff:192.0.2.1')).toBe('192.0.2.1');
    expect(addressBlock('::FFFF:c000:201')).toBe('192.0.2.1');
    expect(addressBlock('0:0:0:0:0:ffff:192.0.2.1')).toBe('192.0.2.1');
  });

  it('counts every IPv6 address of one /64 as that /64, however it is written', () => {
    const block = '2001:db8:1:2::/64';
    for (const ip of [
      '2001:db8:1:2::1',
      '2001:db8:1:2:ffff:ffff:ffff:ffff',
      '2001:0DB8:0001:0002:0:0:0:7',
      '2001:db8:1:2::1%eth0',
      '2001:db8:1:2::192.0.2.1',
    ]) {
      expect(addressBlock(ip), ip).toBe(block);
    }
    expect(addressBlock('2001:db8:1:3::1')).toBe('2001:db8:1:3::/64');
    expect(addressBlock('::1')).toBe('0:0:0:0::/64');
    expect(addressBlock('2001:db8::')).toBe('2001:db8:0:0::/64');
  });
});
