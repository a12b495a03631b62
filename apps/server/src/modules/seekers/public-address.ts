/**
 * Server-side downloads that reach the public internet only (docs/architecture.md "Seekers"
 * and "Picture downloads pinned to a checked address"): an address is public when ipaddr.js calls
 * its range 'unicast' (so loopback, private, link-local, shared, multicast, reserved, the
 * documentation ranges, NAT64, 6to4, Teredo and the rest are not) and it is not IPv4-compatible
 * IPv6 (::/96, which ipaddr.js leaves unnamed); an IPv4-mapped address (::ffff:0:0/96) is judged as
 * the IPv4 address inside it. The host is resolved once, in the connection's own `lookup`, and the
 * connection goes to exactly the address that was checked, so a second DNS answer cannot differ.
 */
import { lookup as dnsLookup, type LookupAddress, type LookupOptions } from 'node:dns';
import { isIP } from 'node:net';
import ipaddr from 'ipaddr.js';
import { Agent, fetch as undiciFetch, type RequestInit as UndiciRequestInit } from 'undici';

/** A host that resolves to (or is) an address the download must not reach. */
export class NonPublicAddressError extends Error {
  readonly code = 'ENONPUBLIC';
}

/** IPv4-compatible IPv6 (::a.b.c.d, deprecated by RFC 4291): a way to spell an IPv4 address. */
const IPV4_COMPATIBLE = ipaddr.parseCIDR('::/96');

/** True for an address on the public internet (see the module doc); false for anything that is not an address. */
export function isPublicAddress(address: string): boolean {
  // node's own check first: ipaddr.js also takes shorthand IPv4 ("127.1"), which no resolver returns
  const version = isIP(address);
  if (version === 0) return false;
  // the WHATWG serialisation first: ipaddr.js reads "::a.b.c.d" as ::ffff:a.b.c.d (mapped, not compatible)
  let ip: ipaddr.IPv4 | ipaddr.IPv6;
  try {
    ip = ipaddr.parse(version === 6 ? new URL(`http://[${address}]/`).hostname.slice(1, -1) : address);
  } catch {
    return false; // e.g. a zone id (fe80::1%eth0)
  }
  if (ip.kind() === 'ipv6') {
    const v6 = ip as ipaddr.IPv6;
    if (v6.match(IPV4_COMPATIBLE)) return false;
    if (v6.isIPv4MappedAddress()) ip = v6.toIPv4Address();
  }
  return ip.range() === 'unicast';
}

type LookupCallback = (err: NodeJS.ErrnoException | null, address: string | LookupAddress[], family?: number) => void;

/**
 * A `lookup` for net/tls connections: resolves `hostname` once and answers only when every address
 * it resolves to is public; otherwise fails with NonPublicAddressError, so no connection is made.
 * Honours `options.all` (Node asks for every address when it tries both families).
 */
export function publicLookup(hostname: string, options: LookupOptions, callback: LookupCallback): void {
  dnsLookup(hostname, { ...options, all: true }, (err, addresses) => {
    if (err) return callback(err, []);
    if (addresses.length === 0 || !addresses.every((a) => isPublicAddress(a.address))) {
      return callback(new NonPublicAddressError(`not a public host: ${hostname}`), []);
    }
    if (options.all) return callback(null, addresses);
    callback(null, addresses[0]!.address, addresses[0]!.family);
  });
}

/** The connection pool of public-only downloads: every connection resolves through publicLookup. */
const publicOnlyAgent = new Agent({ connect: { lookup: publicLookup } });

/**
 * fetch that reaches public addresses only: an address literal is checked here (no lookup runs for
 * it), a host name in the connection's lookup. Redirects are the caller's (pass redirect: 'manual'
 * and call again for each hop, so each goes through the same check).
 */
export async function fetchPublicOnly(url: URL, init: UndiciRequestInit = {}) {
  const host = url.hostname.replace(/^\[(.*)\]$/, '$1');
  if (isIP(host) !== 0 && !isPublicAddress(host)) throw new NonPublicAddressError(`not a public host: ${host}`);
  return undiciFetch(url, { ...init, dispatcher: publicOnlyAgent });
}

/** True when `err` (or an error it was caused by) is a NonPublicAddressError. */
export function isNonPublicAddressError(err: unknown): boolean {
  for (let e: unknown = err, depth = 0; e instanceof Error && depth < 5; e = e.cause, depth += 1) {
    if (e instanceof NonPublicAddressError) return true;
  }
  return false;
}
