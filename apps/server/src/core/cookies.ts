import crypto from 'node:crypto';
import type { FastifyRequest } from 'fastify';

export type TCookieOptions = {
  path: string;
  maxAgeSeconds: number;
  /** Sent only over https (set whenever the request came over https). */
  secure: boolean;
  sameSite: 'Strict' | 'Lax';
};

/** A Set-Cookie value the page's scripts cannot read (HttpOnly), without a Domain: this host only. */
export function serverCookie(name: string, value: string, o: TCookieOptions): string {
  const parts = [
    `${name}=${encodeURIComponent(value)}`,
    `Path=${o.path}`,
    `Max-Age=${o.maxAgeSeconds}`,
    'HttpOnly',
    `SameSite=${o.sameSite}`,
  ];
  if (o.secure) parts.push('Secure');
  return parts.join('; ');
}

/** The value of one cookie of the request, or undefined. */
export function cookieOf(req: FastifyRequest, name: string): string | undefined {
  for (const pair of (req.headers.cookie ?? '').split(';')) {
    const eq = pair.indexOf('=');
    if (eq > 0 && pair.slice(0, eq).trim() === name) {
      try {
        return decodeURIComponent(pair.slice(eq + 1).trim());
      } catch {
        return undefined;
      }
    }
  }
  return undefined;
}

/** Two secrets compared in constant time. */
export function sameSecret(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && crypto.timingSafeEqual(x, y);
}
