import { describe, expect, it } from 'vitest';
import { refusedRange } from './address-ranges';

describe('the outbound guard’s address ranges', () => {
  it.each([
    ['169.254.169.254', 'metadata'],
    ['100.100.100.200', 'metadata'],
    ['fd00:ec2::254', 'metadata'],
    ['::ffff:169.254.169.254', 'metadata'],
    ['0.0.0.0', 'unspecified'],
    ['0.1.2.3', 'unspecified'],
    ['::', 'unspecified'],
    ['127.0.0.1', 'loopback'],
    ['127.255.255.254', 'loopback'],
    ['::1', 'loopback'],
    ['0:0:0:0:0:0:0:1', 'loopback'],
    ['10.0.0.5', 'private'],
    ['172.16.0.1', 'private'],
    ['172.31.255.255', 'private'],
    ['192.168.1.1', 'private'],
    ['100.64.0.1', 'shared'],
    ['100.127.255.255', 'shared'],
    ['169.254.1.1', 'link-local'],
    ['fe80::1', 'link-local'],
    ['fe80::1%eth0', 'link-local'],
    ['febf::1', 'link-local'],
    ['fc00::1', 'unique-local'],
    ['fd12:3456::1', 'unique-local'],
    ['224.0.0.1', 'multicast'],
    ['239.255.255.250', 'multicast'],
    ['ff02::1', 'multicast'],
    ['255.255.255.255', 'broadcast'],
    ['240.0.0.1', 'reserved'],
    ['192.0.0.8', 'reserved'],
    ['198.18.0.1', 'reserved'],
    ['192.0.2.1', 'documentation'],
    ['198.51.100.7', 'documentation'],
    ['203.0.113.9', 'documentation'],
    ['2001:db8::1', 'documentation'],
    ['3fff::1', 'documentation'],
    ['2001::1', 'reserved'], // Teredo
    ['100::1', 'reserved'],
    ['fec0::1', 'reserved'],
    ['64:ff9b:1::1', 'reserved'],
    ['::127.0.0.1', 'reserved'], // IPv4-compatible, deprecated
    ['4000::1', 'reserved'], // outside the global unicast space
  ])('%s is %s', (address, range) => {
    expect(refusedRange(address)).toBe(range);
  });

  it.each([
    // IPv4 inside IPv6 is judged by the IPv4 address it reaches.
    ['::ffff:127.0.0.1', 'loopback'],
    ['::ffff:7f00:1', 'loopback'],
    ['::FFFF:7F00:0001', 'loopback'],
    ['0:0:0:0:0:ffff:a00:5', 'private'],
    ['64:ff9b::7f00:1', 'loopback'],
    ['64:ff9b::127.0.0.1', 'loopback'],
    ['64:ff9b::a9fe:a9fe', 'metadata'],
    ['2002:7f00:1::', 'loopback'],
    ['2002:c0a8:101::1', 'private'],
  ])('%s, an IPv4 address in IPv6 spelling, is %s', (address, range) => {
    expect(refusedRange(address)).toBe(range);
  });

  it.each([
    '8.8.8.8',
    '1.1.1.1',
    '93.184.216.34',
    '100.63.255.255', // just below the shared range
    '100.128.0.0', // just above it
    '172.15.255.255',
    '172.32.0.0',
    '169.253.255.255',
    '2606:4700:4700::1111',
    '2a00:1450:4001:80b::200e',
    '::ffff:8.8.8.8',
    '64:ff9b::808:808', // NAT64 of 8.8.8.8
    '2002:808:808::1', // 6to4 of 8.8.8.8
  ])('%s is public', (address) => {
    expect(refusedRange(address)).toBeUndefined();
  });

  it('refuses what is not an address at all', () => {
    expect(refusedRange('localhost')).toBe('reserved');
    expect(refusedRange('2130706433')).toBe('reserved');
    expect(refusedRange('')).toBe('reserved');
  });
});
