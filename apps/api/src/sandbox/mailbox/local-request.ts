import { BlockList, isIP } from 'node:net';
import type { IncomingMessage } from 'node:http';

const loopback = new BlockList();
loopback.addSubnet('127.0.0.0', 8, 'ipv4');
loopback.addAddress('::1', 'ipv6');

/** Whether an address is this machine's own (127.0.0.0/8, ::1, or IPv4 loopback written as IPv6). */
function isLoopbackAddress(address: string | undefined): boolean {
  if (!address) return false;
  const mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i.exec(address);
  const plain = mapped?.[1] ?? address;
  const family = isIP(plain);
  if (family === 4) return loopback.check(plain, 'ipv4');
  if (family === 6) return loopback.check(plain, 'ipv6');
  return false;
}

function headerValues(request: IncomingMessage, name: string): string[] {
  const value = request.headers[name];
  if (value === undefined) return [];
  return (Array.isArray(value) ? value : [value]).flatMap((item) => item.split(','));
}

/** The client addresses a proxy on the way says it forwarded for (X-Forwarded-For, X-Real-IP, Forwarded). */
function forwardedFor(request: IncomingMessage): string[] {
  const addresses = [...headerValues(request, 'x-forwarded-for'), ...headerValues(request, 'x-real-ip')].map((item) => item.trim());
  for (const element of headerValues(request, 'forwarded')) {
    for (const pair of element.split(';')) {
      const [key, value] = pair.split('=', 2).map((item) => item.trim());
      if (key?.toLowerCase() !== 'for' || value === undefined) continue;
      // for="[::1]:8080", for=127.0.0.1, for="127.0.0.1:1234"
      const unquoted = value.replace(/^"|"$/g, '');
      const bracketed = /^\[([^\]]+)\]/.exec(unquoted);
      addresses.push(bracketed?.[1] ?? (isIP(unquoted) ? unquoted : unquoted.replace(/:\d+$/, '')));
    }
  }
  return addresses.filter((address) => address !== '');
}

/**
 * Whether the request was made on this machine: its connection comes from a loopback address
 * (the socket's, never the client address a proxy reports), and a proxy on this machine that
 * passed it on says it came from this machine too. A proxy that names no client is trusted as
 * local only when it is itself on this machine and adds no such header, as a local Vite would.
 */
export function isFromThisMachine(request: IncomingMessage): boolean {
  return isLoopbackAddress(request.socket.remoteAddress) && forwardedFor(request).every(isLoopbackAddress);
}
