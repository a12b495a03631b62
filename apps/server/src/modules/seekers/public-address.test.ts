/**
 * The public-address rule of server-side picture downloads (
 * docs/architecture.md "Seekers"): the classification, and the connection's own lookup refusing a
 * host whose addresses are not all public, so the address checked is the address connected to.
 */
import type { LookupAddress } from 'node:dns';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NonPublicAddressError, fetchPublicOnly, isNonPublicAddressError, isPublicAddress, publicLookup } from './public-address';

describe('isPublicAddress', () => {
  it.each([
    // IPv4-compatible IPv6 (::/96): 127.0.0.1, 10.0.0.1, and a public address spelled that way
    ['::127.0.0.1', false],
    ['::7f00:1', false],
    ['::a00:1', false],
    ['::93.184.215.14', false],
    // IPv4-mapped: judged as the IPv4 inside
    ['::ffff:10.0.0.1', false],
    ['::ffff:169.254.169.254', false],
    ['::ffff:93.184.215.14', true],
    // NAT64 (64:ff9b::/96, 64:ff9b:1::/48) of private and loopback addresses
    ['64:ff9b::7f00:1', false],
    ['64:ff9b::a00:1', false],
    ['64:ff9b:1::a00:1', false],
    // documentation ranges
    ['192.0.2.1', false],
    ['198.51.100.7', false],
    ['203.0.113.200', false],
    ['2001:db8::1', false],
    // 6to4 and Teredo carry an IPv4 address too
    ['2002:7f00:1::1', false],
    ['2001:0:4136:e378:8000:63bf:3fff:fdd2', false],
    ['255.255.255.255', false],
    ['198.18.0.1', false],
    // shorthand IPv4 is no address a resolver returns
    ['127.1', false],
    ['', false],
    ['fe80::1%eth0', false],
    ['8.8.8.8', true],
    ['2606:4700:4700::1111', true],
  ])('%s public: %s', (address, expected) => {
    expect(isPublicAddress(address)).toBe(expected);
  });
});

/** publicLookup as a promise: the addresses it answers with, or its error. */
const lookupOf = (host: string, all: boolean) =>
  new Promise<string | LookupAddress[]>((resolve, reject) =>
    publicLookup(host, { all }, (err, address) => (err ? reject(err) : resolve(address))),
  );

describe('publicLookup: the connection resolves once and refuses non-public answers', () => {
  it('refuses localhost (loopback) in both call forms', async () => {
    await expect(lookupOf('localhost', false)).rejects.toBeInstanceOf(NonPublicAddressError);
    await expect(lookupOf('localhost', true)).rejects.toBeInstanceOf(NonPublicAddressError);
  });

  it('answers an address literal that is public as itself (the address that is then connected to)', async () => {
    expect(await lookupOf('8.8.8.8', false)).toBe('8.8.8.8');
    expect(await lookupOf('8.8.8.8', true)).toEqual([{ address: '8.8.8.8', family: 4 }]);
  });
});

describe('fetchPublicOnly', () => {
  let server: Server;
  let port: number;
  let hits = 0;
  beforeAll(async () => {
    server = createServer((_req, res) => {
      hits += 1;
      res.end('internal');
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    port = (server.address() as AddressInfo).port;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it.each(['127.0.0.1', '[::ffff:127.0.0.1]', '[::127.0.0.1]', 'localhost'])(
    'never reaches a local server through http://%s',
    async (host) => {
      const err = await fetchPublicOnly(new URL(`http://${host}:${port}/`)).catch((e: unknown) => e);
      expect(isNonPublicAddressError(err)).toBe(true);
      expect(hits).toBe(0);
    },
  );
});
