import { describe, expect, it } from 'vitest';
import { clientKey, isLoopbackHost, parseTrustProxy, trustProxyOption } from '#server/net/ip-address';

describe('clientKey', () => {
  it('keeps an IPv4 address', () => {
    expect(clientKey('203.0.113.7')).toBe('203.0.113.7');
  });

  it('counts an IPv4-mapped IPv6 address as IPv4, in either spelling', () => {
    expect(clientKey('::ffff:203.0.113.7')).toBe('203.0.113.7');
    expect(clientKey('::FFFF:cb00:7107')).toBe('203.0.113.7');
  });

  it('groups IPv6 addresses by their /64, however they are written', () => {
    const key = '2001:db8:1:2::/64';
    expect(clientKey('2001:db8:1:2::1')).toBe(key);
    expect(clientKey('2001:0DB8:0001:0002:ffff:eeee:dddd:cccc')).toBe(key);
    expect(clientKey('2001:db8:1:2:0:0:0:9%eth0')).toBe(key);
    expect(clientKey('2001:db8:1:3::1')).not.toBe(key);
    expect(clientKey('::1')).toBe('0:0:0:0::/64');
    expect(clientKey('2001:db8::')).toBe('2001:db8:0:0::/64');
  });

  it('leaves anything else as it is', () => {
    expect(clientKey('not an address')).toBe('not an address');
  });
});

describe('isLoopbackHost', () => {
  it('knows the addresses only this machine can reach', () => {
    for (const host of ['127.0.0.1', '127.1.2.3', 'localhost', 'LocalHost', '::1', '[::1]', '::ffff:127.0.0.1']) {
      expect(isLoopbackHost(host), host).toBe(true);
    }
    for (const host of ['0.0.0.0', '::', '10.0.0.5', 'pairwise.example.com', '::2', '128.0.0.1']) {
      expect(isLoopbackHost(host), host).toBe(false);
    }
  });
});

describe('parseTrustProxy', () => {
  it('reads false, a hop count, or a list of addresses, ranges and range names', () => {
    expect(parseTrustProxy('false')).toBe(false);
    expect(parseTrustProxy('0')).toBe(false);
    expect(parseTrustProxy('2')).toBe(2);
    expect(parseTrustProxy(' 10.0.0.1, 10.1.0.0/16 ,fd00::/8, loopback')).toEqual([
      '10.0.0.1',
      '10.1.0.0/16',
      'fd00::/8',
      'loopback',
    ]);
  });

  it('refuses true, junk and impossible ranges', () => {
    for (const value of ['true', 'yes', 'proxy.internal', '10.0.0.0/33', '::/129', '10.0.0.1/8/8', '1000', ',']) {
      expect(parseTrustProxy(value), value).toBeUndefined();
    }
  });
});

describe('trustProxyOption', () => {
  it('trusts as many hops as the count says, and passes the rest on as they are', () => {
    const twoHops = trustProxyOption(2);
    if (typeof twoHops !== 'function') throw new Error('expected a function');
    expect([0, 1, 2].map((hop) => twoHops('10.0.0.1', hop))).toEqual([true, true, false]);
    expect(trustProxyOption(false)).toBe(false);
    expect(trustProxyOption(['10.0.0.0/8'])).toEqual(['10.0.0.0/8']);
  });
});
