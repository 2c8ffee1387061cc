import { createRemoteJWKSet, errors, jwtVerify, type JWTPayload } from 'jose';
import { HttpError, type FieldProblems } from '../../lib/http-errors.ts';

export interface GoogleIdentity {
  sub: string;
  email: string;
  emailVerified: boolean;
}

export interface GoogleVerifier {
  /**
   * Verifies a Google ID token (signature against the JWKS, issuer, audience = our client id,
   * expiry) and that it belongs to the `google_id` and `email` the client sent.
   */
  verify(idToken: string, claimed: { googleId: string; email: string }): Promise<GoogleIdentity>;
}

const unavailable = (message: string) => new HttpError(503, message, 'google_unavailable');
/** The English reason is for API clients; the web words the field code. */
const rejected = (reason: string, fields: FieldProblems) =>
  new HttpError(401, `Google sign-in could not be verified: ${reason}.`, 'google_token_invalid', fields);

export function createGoogleVerifier(options: {
  clientId: string;
  jwksUrl: string;
  issuer: string;
}): GoogleVerifier {
  const jwks = options.clientId
    ? createRemoteJWKSet(new URL(options.jwksUrl), { timeoutDuration: 5000 })
    : null;
  // Google issues both "https://accounts.google.com" and "accounts.google.com".
  const issuers = [...new Set([options.issuer, options.issuer.replace(/^https?:\/\//, '')])];

  async function claims(idToken: string): Promise<JWTPayload> {
    if (!jwks) throw unavailable('Google sign-in is not configured on this site.');
    try {
      const { payload } = await jwtVerify(idToken, jwks, {
        issuer: issuers,
        audience: options.clientId,
        algorithms: ['RS256'],
        requiredClaims: ['sub', 'exp'],
        clockTolerance: 5,
      });
      return payload;
    } catch (error) {
      // The key set could not be fetched: our problem (or Google's), not the user's token.
      if (
        error instanceof errors.JWKSTimeout ||
        error instanceof errors.JWKSInvalid ||
        !(error instanceof errors.JOSEError) ||
        error.code === 'ERR_JOSE_GENERIC'
      ) {
        throw unavailable('Google sign-in is unavailable right now. Please try again later.');
      }
      if (error instanceof errors.JWTExpired)
        throw rejected('the Google token has expired', { id_token: 'google_token_expired' });
      const reason =
        error instanceof errors.JWTClaimValidationFailed
          ? `the Google token has a wrong ${error.claim}`
          : 'the Google token signature is not valid';
      throw rejected(reason, { id_token: 'google_token_invalid' });
    }
  }

  return {
    async verify(idToken, claimed) {
      const payload = await claims(idToken);
      const sub = String(payload.sub);
      const email = typeof payload.email === 'string' ? payload.email.toLowerCase() : '';
      const emailVerified = payload.email_verified === true || payload.email_verified === 'true';
      if (sub !== claimed.googleId)
        throw rejected('google_id does not match the Google token', { google_id: 'google_mismatch' });
      if (!email || !emailVerified || email !== claimed.email.toLowerCase()) {
        throw rejected('the email does not match the verified email of the Google token', {
          email: 'google_mismatch',
        });
      }
      return { sub, email, emailVerified };
    },
  };
}
