/** The claims of a Google ID token the client reads (the server verifies the signature). */
export interface GoogleClaims {
  sub: string;
  email: string;
  name?: string;
  picture?: string;
}

/**
 * Decodes (does not verify) the payload of a JWT. The client only needs the email and subject to
 * fill the product §3 Google payload; the server checks the signature, issuer and audience.
 */
export function decodeJwtPayload(token: string): Record<string, unknown> | null {
  const part = token.split('.')[1];
  if (!part) return null;
  try {
    const base64 = part
      .replace(/-/g, '+')
      .replace(/_/g, '/')
      .padEnd(Math.ceil(part.length / 4) * 4, '=');
    const bytes = Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
    const payload: unknown = JSON.parse(new TextDecoder().decode(bytes));
    return payload && typeof payload === 'object' ? (payload as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

export function googleClaims(idToken: string): GoogleClaims | null {
  const p = decodeJwtPayload(idToken);
  if (!p || typeof p.sub !== 'string' || typeof p.email !== 'string') return null;
  return {
    sub: p.sub,
    email: p.email,
    name: typeof p.name === 'string' ? p.name : undefined,
    picture: typeof p.picture === 'string' ? p.picture : undefined,
  };
}
