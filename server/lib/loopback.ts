// Who counts as "this machine": dev-only routes (the outbox page with its one-time codes) answer only to
// loopback clients, and without PUBLIC_URL a loopback Host is one the absolute links may be built from.
import { BlockList, isIP } from 'node:net';
import type { FastifyRequest } from 'fastify';

const loopback = new BlockList();
loopback.addSubnet('127.0.0.0', 8, 'ipv4');
loopback.addAddress('::1', 'ipv6');

/** 127.0.0.0/8, ::1 (in any spelling) and IPv4-mapped 127.x addresses. */
export function isLoopbackAddress(address: string | undefined | null): boolean {
  if (!address) return false;
  const bare = address.trim().toLowerCase().replace(/^\[|\]$/g, '');
  const v4 = bare.startsWith('::ffff:') ? bare.slice('::ffff:'.length) : bare;
  if (isIP(v4) === 4) return loopback.check(v4, 'ipv4');
  return isIP(bare) === 6 && loopback.check(bare, 'ipv6');
}

/** The address of a Forwarded for= value: "[v6]:port", "v4:port" or bare. */
function forwardedAddress(value: string): string {
  if (value.startsWith('[')) return value.slice(1, value.indexOf(']') > 0 ? value.indexOf(']') : undefined);
  return /^[\d.]+:\d+$/.test(value) ? value.slice(0, value.lastIndexOf(':')) : value;
}

/** A Host header's name (no port) that points at this machine: localhost, *.localhost, or a loopback address. */
export function isLoopbackHostname(hostname: string): boolean {
  const name = hostname.trim().toLowerCase().replace(/\.$/, '');
  return name === 'localhost' || name.endsWith('.localhost') || isLoopbackAddress(name);
}

/**
 * True when the request comes from this machine itself.
 *
 * The decision uses the socket's peer address, never request.ip: with TRUST_PROXY, request.ip is read
 * from X-Forwarded-For, a header the client writes itself (with TRUST_PROXY=true any client can claim
 * 127.0.0.1), and a misread here hands out other players' reset codes. The socket address cannot be
 * forged over TCP. A reverse proxy on this machine also connects from loopback, for every visitor, so a
 * request carrying forwarding headers is local only when every address they name is loopback as well.
 */
export function isLoopbackClient(request: FastifyRequest): boolean {
  if (!isLoopbackAddress(request.socket.remoteAddress)) return false;
  const forwardedFor = request.headers['x-forwarded-for'];
  const hops = (Array.isArray(forwardedFor) ? forwardedFor.join(',') : (forwardedFor ?? ''))
    .split(',')
    .map((hop) => hop.trim())
    .filter(Boolean);
  if (!hops.every(isLoopbackAddress)) return false;
  // RFC 7239's Forwarded: any for= that is not a loopback address (an obfuscated name included) is a visitor.
  const forwarded = request.headers.forwarded;
  if (forwarded !== undefined) {
    const fors = [...String(forwarded).matchAll(/for=("?)([^";,]+)\1/gi)].map((m) => forwardedAddress(m[2]));
    if (fors.length === 0 || !fors.every(isLoopbackAddress)) return false;
  }
  return true;
}
