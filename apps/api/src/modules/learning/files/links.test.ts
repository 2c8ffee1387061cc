import { describe, expect, it } from 'vitest';
import { signHlsLink, verifyHlsLink } from './hls-links.ts';
import { FILE_LINK_TTL_SECONDS, signFileLink, verifyFileLink } from './links.ts';
import { parseRange } from './range.ts';

const secret = 'test-secret-0123456789-abcdefghijklmnop';
const fileId = '3f2b8c1e-9a4d-4e6f-8b7a-0c1d2e3f4a5b';
const now = Date.UTC(2026, 10, 1, 12);
const tokenOf = (path: string) => path.replace('/api/files/', '');

describe('signFileLink / verifyFileLink', () => {
  it('round-trips the tenant, the user (or none) and the file, expiring after the TTL', () => {
    const path = signFileLink({ secret, tenantId: 7, userId: 42, fileId, now });
    expect(path).toMatch(/^\/api\/files\/[A-Za-z0-9_-]{83}$/);
    expect(verifyFileLink(secret, tokenOf(path), now)).toEqual({
      tenantId: 7,
      userId: 42,
      fileId,
      expiresAt: now + FILE_LINK_TTL_SECONDS * 1000,
    });
    const preview = signFileLink({ secret, tenantId: 7, userId: null, fileId, ttlSeconds: 60, now });
    expect(verifyFileLink(secret, tokenOf(preview), now)).toMatchObject({
      userId: null,
      expiresAt: now + 60_000,
    });
  });

  it('calls a link expired from its expiry on, not before', () => {
    const token = tokenOf(signFileLink({ secret, tenantId: 1, userId: 1, fileId, ttlSeconds: 60, now }));
    expect(verifyFileLink(secret, token, now + 59_999)).not.toBe('expired');
    expect(verifyFileLink(secret, token, now + 60_000)).toBe('expired');
  });

  it('calls anything altered, truncated or signed with another secret invalid', () => {
    const token = tokenOf(signFileLink({ secret, tenantId: 1, userId: 1, fileId, now }));
    expect(verifyFileLink('another-secret-0123456789-abcdefghijk', token, now)).toBe('invalid');
    for (let i = 0; i < token.length; i++) {
      const swapped = token[i] === 'A' ? 'B' : 'A';
      expect(verifyFileLink(secret, token.slice(0, i) + swapped + token.slice(i + 1), now)).toBe('invalid');
    }
    expect(verifyFileLink(secret, token.slice(0, -1), now)).toBe('invalid');
    expect(verifyFileLink(secret, `${token}A`, now)).toBe('invalid');
    expect(verifyFileLink(secret, '', now)).toBe('invalid');
    expect(verifyFileLink(secret, '%2e%2e%2f'.repeat(10), now)).toBe('invalid');
  });

  it('refuses to sign what it could not carry', () => {
    expect(() => signFileLink({ secret, tenantId: 1, userId: 1, fileId: 'not-a-uuid' })).toThrow(RangeError);
    expect(() => signFileLink({ secret, tenantId: -1, userId: 1, fileId })).toThrow(RangeError);
  });
});

describe('signHlsLink / verifyHlsLink (the same token, the path its scope)', () => {
  const videoId = fileId;
  const split = (link: string) => {
    const [, , , token, ...rest] = link.split('/');
    return { token: token!, path: rest.join('/') };
  };

  it('round-trips the video and the path, expiring with the expiry it was given', () => {
    const { token, path } = split(
      signHlsLink({
        secret,
        tenantId: 7,
        userId: 42,
        videoId,
        path: '144p/seg_00001.ts',
        expiresAt: now + 5000,
      }),
    );
    expect(path).toBe('144p/seg_00001.ts');
    expect(verifyHlsLink(secret, token, path, now)).toEqual({
      tenantId: 7,
      userId: 42,
      videoId,
      path,
      expiresAt: now + 5000,
    });
    expect(verifyHlsLink(secret, token, path, now + 5000)).toBe('expired');
  });

  it('refuses a token on another path of the same ladder, or on a path outside it', () => {
    const { token } = split(
      signHlsLink({ secret, tenantId: 1, userId: 1, videoId, path: '144p/seg_00001.ts', now }),
    );
    for (const other of [
      '144p/seg_00002.ts',
      '72p/seg_00001.ts',
      '144p/index.m3u8',
      'master.m3u8',
      '../source',
    ]) {
      expect(verifyHlsLink(secret, token, other, now), other).toBe('invalid');
    }
    expect(() => signHlsLink({ secret, tenantId: 1, userId: 1, videoId, path: 'video.mp4' })).toThrow(
      RangeError,
    );
  });

  it('never reads a file link as an HLS link, nor the other way round', () => {
    const fileToken = tokenOf(signFileLink({ secret, tenantId: 1, userId: 1, fileId, now }));
    expect(verifyHlsLink(secret, fileToken, 'master.m3u8', now)).toBe('invalid');
    const { token } = split(signHlsLink({ secret, tenantId: 1, userId: 1, videoId, now }));
    expect(verifyFileLink(secret, token, now)).toBe('invalid');
  });
});

describe('parseRange', () => {
  it('reads the single byte range forms of RFC 9110', () => {
    expect(parseRange('bytes=0-99', 1000)).toEqual({ start: 0, end: 99 });
    expect(parseRange('bytes=900-', 1000)).toEqual({ start: 900, end: 999 });
    expect(parseRange('bytes=-100', 1000)).toEqual({ start: 900, end: 999 });
    expect(parseRange('bytes=-5000', 1000)).toEqual({ start: 0, end: 999 });
    expect(parseRange('bytes=990-2000', 1000)).toEqual({ start: 990, end: 999 });
  });

  it('answers the whole file for no, malformed, other-unit or multiple ranges', () => {
    for (const header of [
      undefined,
      'bytes=',
      'bytes=-',
      'bytes=5-1',
      'items=0-1',
      'bytes=0-1,5-9',
      'bytes=a-b',
    ]) {
      expect(parseRange(header, 1000), String(header)).toBeNull();
    }
  });

  it('calls ranges past the end, or of nothing, unsatisfiable', () => {
    expect(parseRange('bytes=1000-', 1000)).toBe('unsatisfiable');
    expect(parseRange('bytes=5000-6000', 1000)).toBe('unsatisfiable');
    expect(parseRange('bytes=-0', 1000)).toBe('unsatisfiable');
    expect(parseRange('bytes=0-0', 0)).toBe('unsatisfiable');
  });
});
