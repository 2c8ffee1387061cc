/**
 * The Host header (or X-Forwarded-Host behind a trusted proxy) as RFC 3986 allows it for a site:
 * a DNS name or IPv4 address, or a bracketed IPv6 address, and an optional port. Anything else
 * (user info such as `127.0.0.1:@evil.example`, spaces, slashes, a second port) is refused with
 * 400 before the tenant is looked up.
 */
const LABEL = '[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?';
const HOST_PATTERN = new RegExp(
  `^(?:${LABEL}(?:\\.${LABEL})*\\.?|\\[[0-9a-f:.]{2,45}\\])(?::(\\d{1,5}))?$`,
  'i',
);

export function isWellFormedHost(value: string): boolean {
  if (value.length > 260) return false;
  const match = HOST_PATTERN.exec(value);
  if (!match) return false;
  const port = match[1];
  return port === undefined || (Number(port) >= 1 && Number(port) <= 65535);
}

const LOOPBACK = /^(?:localhost|.+\.localhost|127(?:\.\d{1,3}){3}|\[::1\])$/i;

export interface PublicUrlOptions {
  /** `http` or `https`; unset: https, except http for loopback names. */
  scheme?: 'http' | 'https';
  /** Unset: the scheme's default, except the listening port for loopback names. */
  port?: number;
  /** The port this process listens on (the demo runs on http://localhost:3000). */
  listenPort: number;
}

/**
 * The origin of a tenant's site, for links in mails. It comes from the tenant's configured
 * primary domain and the configured scheme and port, never from the request.
 */
export function siteOrigin(primaryHost: string, options: PublicUrlOptions): string {
  const loopback = LOOPBACK.test(primaryHost);
  const scheme = options.scheme ?? (loopback ? 'http' : 'https');
  const port = options.port ?? (loopback ? options.listenPort : undefined);
  const defaultPort = scheme === 'https' ? 443 : 80;
  return `${scheme}://${primaryHost}${port && port !== defaultPort ? `:${port}` : ''}`;
}
