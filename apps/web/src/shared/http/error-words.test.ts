import { describe, expect, it } from 'vitest';
import { errorCodes, fieldCodes } from '@app/contract/errors';
import en from '../i18n/locales/en/errors';
import id from '../i18n/locales/id/errors';
import ms from '../i18n/locales/ms/errors';
import { loadNamespace, setLocale, translate, useI18n, type MessageKey } from '../i18n/i18n';
import { ApiError } from './client';
import { codeText, errorText, fieldText } from './error-words';

const catalogues = { en, id, ms } as Record<string, Record<string, string>>;
/** The keys every catalogue has besides the codes' own: for a code it does not know, and for no answer. */
const FALLBACKS = ['errors.unknown', 'errors.offline'];
const expected = [
  ...errorCodes.map((code) => `errors.${code}`),
  ...fieldCodes.map((code) => `errors.field.${code}`),
  ...FALLBACKS,
];

describe('the words of the contract’s error codes (issue 23 item 1)', () => {
  it.each(Object.keys(catalogues))('%s words every error code and field code', (lang) => {
    const words = catalogues[lang]!;
    const missing = expected.filter((key) => !words[key]?.trim());
    expect(missing, `codes without words in ${lang}`).toEqual([]);
  });

  it.each(Object.keys(catalogues))('%s has no words for a code the contract no longer has', (lang) => {
    const stray = Object.keys(catalogues[lang]!).filter((key) => !expected.includes(key));
    expect(stray, `words in ${lang} for codes that do not exist`).toEqual([]);
  });

  it.each(['id', 'ms'])('%s says each in its own words, not in English', (lang) => {
    const english = Object.keys(en).filter((key) => catalogues[lang]![key] === catalogues.en![key]);
    expect(english, `entries of ${lang} left in English`).toEqual([]);
  });
});

describe('errorText, codeText and fieldText', () => {
  const failure = (status: number, code: string, fields?: Record<string, string>) =>
    new ApiError(status, 'The current password is wrong', {
      status,
      message: 'The current password is wrong',
      error: { code, ...(fields && { fields }) },
    });
  const t = (key: MessageKey) => translate(useI18n.getState().messages, key);

  it('word a code, a field code, an unknown code and no answer in the page’s language, never the server’s message', async () => {
    await loadNamespace('errors');
    await setLocale('id', { remember: false });
    expect(errorText(t, failure(401, 'otp_invalid'))).toBe(
      'Kode salah atau sudah kedaluwarsa. Silakan minta kode baru.',
    );
    expect(errorText(t, failure(429, 'rate_limited'))).toBe(
      'Terlalu banyak percobaan. Tunggu beberapa menit lalu coba lagi.',
    );
    // Bad input the form has no field for: the words of the field it names.
    expect(errorText(t, failure(400, 'validation', { photo: 'photo_type' }))).toBe(
      'Pilih gambar JPEG, PNG, WebP, GIF atau AVIF.',
    );
    expect(errorText(t, failure(418, 'from_a_newer_server'))).toBe('Terjadi kesalahan. Silakan coba lagi.');
    expect(errorText(t, new TypeError('Failed to fetch'))).toBe(
      'Server tidak dapat dihubungi. Periksa koneksi Anda lalu coba lagi.',
    );
    expect(codeText(t, 'incorrect_login')).toBe('Email atau kata sandi salah.');
    expect(fieldText(t, 'wrong_password')).toBe('Kata sandi saat ini salah.');
    expect(fieldText(t, 'password_too_common')).toBe('Kata sandi ini terlalu umum. Silakan pilih yang lain.');
    expect(fieldText(t, 'Something the server said')).toBe('Nilai ini tidak valid.');
    expect(fieldText(t, undefined)).toBeUndefined();

    await setLocale('ms', { remember: false });
    expect(codeText(t, 'incorrect_login')).toBe('Log masuk tidak betul.');
    expect(errorText(t, failure(422, 'wrong_password', { old_password: 'wrong_password' }))).toBe(
      'Kata laluan semasa salah.',
    );
    await setLocale('en', { remember: false });
    // The spec's English words, verbatim (product §8).
    expect(codeText(t, 'incorrect_login')).toBe('Incorrect login.');
  });
});
