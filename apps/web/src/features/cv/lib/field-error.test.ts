import { describe, expect, it } from 'vitest';
import { CV_MESSAGES } from '@app/contract/cv/schemas';
import en from '@/shared/i18n/locales/en/cv';
import type { MessageKey } from '@/shared/i18n/i18n';
import { cvErrorText } from './field-error';

const t = (key: MessageKey, vars?: Record<string, string | number>) =>
  (en as Record<string, string>)[key]!.replace(/\{(\w+)\}/g, (_, name: string) => String(vars?.[name]));

describe('cvErrorText', () => {
  it('words the contract’s rules (the server’s 400s say the same) in the page’s language', () => {
    expect(cvErrorText(t, CV_MESSAGES.endBeforeStart)).toBe('The end month is before the start month.');
    expect(cvErrorText(t, CV_MESSAGES.endWhileOngoing)).toBe(
      'Leave the end month empty while it is ongoing.',
    );
    expect(cvErrorText(t, CV_MESSAGES.url)).toBe('Enter a link starting with http:// or https://.');
    expect(cvErrorText(t, CV_MESSAGES.tooLong(120))).toBe('Use at most 120 characters.');
    expect(cvErrorText(t, 'Invalid option: expected one of "A1"|"A2"')).toBe('This field is required.');
  });

  it('shows a message it does not know as it came, and nothing for no message', () => {
    expect(cvErrorText(t, 'Something new')).toBe('Something new');
    expect(cvErrorText(t, undefined)).toBeUndefined();
  });
});
