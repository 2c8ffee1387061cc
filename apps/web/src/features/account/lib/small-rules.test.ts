import { describe, expect, it } from 'vitest';
import { googleClaims } from './jwt';
import { passwordStrength } from './password-strength';
import { normalizePhone } from './phone';
import { checkPhoto, PHOTO_MAX_BYTES } from './photo';
import { rememberPath } from './return-path';
import { returnParam, returnPath, returnQuery } from './return-to';

const b64url = (value: unknown) =>
  btoa(String.fromCharCode(...new TextEncoder().encode(JSON.stringify(value))))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');

describe('googleClaims', () => {
  it('reads email, subject and a UTF-8 name from the ID token payload', () => {
    const token = `${b64url({ alg: 'RS256' })}.${b64url({ sub: '1234567890', email: 'sri@example.com', name: 'Srí Ayu 🌱' })}.sig`;
    expect(googleClaims(token)).toEqual({
      sub: '1234567890',
      email: 'sri@example.com',
      name: 'Srí Ayu 🌱',
      picture: undefined,
    });
  });

  it('refuses tokens without a subject or email, and garbage', () => {
    expect(googleClaims(`${b64url({})}.${b64url({ email: 'a@b.c' })}.x`)).toBeNull();
    expect(googleClaims('not-a-jwt')).toBeNull();
    expect(googleClaims('a.%%%.c')).toBeNull();
  });
});

describe('normalizePhone', () => {
  it('keeps digits and drops the trunk 0', () => {
    expect(normalizePhone('0812-3456 7890')).toBe('81234567890');
    expect(normalizePhone('812 3456 7890')).toBe('81234567890');
    expect(normalizePhone('')).toBe('');
  });
});

describe('passwordStrength', () => {
  it('grows with length and variety', () => {
    expect(passwordStrength('')).toBe(0);
    expect(passwordStrength('short')).toBe(1);
    expect(passwordStrength('12345678')).toBe(1);
    expect(passwordStrength('lowercase')).toBe(2);
    expect(passwordStrength('Lowercase1')).toBe(3);
    expect(passwordStrength('a long passphrase of words')).toBe(4);
  });
});

describe('checkPhoto', () => {
  it('accepts JPEG, PNG and WebP up to 5 MB', () => {
    expect(checkPhoto({ type: 'image/png', size: 1000 })).toBeNull();
    expect(checkPhoto({ type: 'image/webp', size: PHOTO_MAX_BYTES })).toBeNull();
    expect(checkPhoto({ type: 'image/jpeg', size: PHOTO_MAX_BYTES + 1 })).toBe('size');
    expect(checkPhoto({ type: 'application/pdf', size: 10 })).toBe('type');
    expect(checkPhoto({ type: 'image/svg+xml', size: 10 })).toBe('type');
  });
});

describe('return path', () => {
  it('remembers the last page that is not an account access page', () => {
    rememberPath('/education/python', '?tab=reviews');
    rememberPath('/login');
    rememberPath('/register');
    expect(returnPath()).toBe('/education/python?tab=reviews');
    rememberPath('/profile/edit');
    expect(returnPath()).toBe('/profile/edit');
  });

  it('prefers the page the address names (?next=), a path of this site only', () => {
    rememberPath('/profile/edit');
    expect(returnPath('?next=%2Feducation%2Fpython%3Ftab%3Dreviews')).toBe('/education/python?tab=reviews');
    for (const bad of [
      'https://evil.example/x',
      '//evil.example/x',
      '/\\evil.example',
      'javascript:alert(1)',
      'education/python',
      '/login',
      '/register?next=/x',
      '/dev/outbox',
    ]) {
      expect(returnParam(`?next=${encodeURIComponent(bad)}`), bad).toBeNull();
      expect(returnPath(`?next=${encodeURIComponent(bad)}`), bad).toBe('/profile/edit');
    }
    expect(returnQuery('?next=/education/python&utm_source=x')).toBe('?next=%2Feducation%2Fpython');
    expect(returnQuery('?next=//evil.example')).toBe('');
  });
});
