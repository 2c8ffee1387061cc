import { CV_MESSAGES } from '@app/contract/cv/schemas';
import type { MessageKey } from '@/shared/i18n/i18n';

type Translate = (key: MessageKey, vars?: Record<string, string | number>) => string;

/**
 * The contract's rule messages (English, the same in the server's 400s and the browser's checks)
 * as translated text; a message not known here is shown as it came.
 */
const KNOWN: Record<string, MessageKey> = {
  [CV_MESSAGES.required]: 'cv.error.required',
  [CV_MESSAGES.month]: 'cv.error.month',
  [CV_MESSAGES.endBeforeStart]: 'cv.error.endBeforeStart',
  [CV_MESSAGES.endWhileOngoing]: 'cv.error.endWhileOngoing',
  [CV_MESSAGES.endRequired]: 'cv.error.endRequired',
  [CV_MESSAGES.url]: 'cv.error.url',
  [CV_MESSAGES.email]: 'cv.error.email',
  [CV_MESSAGES.phone]: 'cv.error.phone',
  [CV_MESSAGES.countryCode]: 'cv.error.countryCode',
};

export function cvErrorText(t: Translate, message: string | undefined): string | undefined {
  if (!message) return undefined;
  const known = KNOWN[message];
  if (known) return t(known);
  const tooLong = /^At most (\d+) characters$/.exec(message);
  if (tooLong) return t('cv.error.tooLong', { max: tooLong[1]! });
  if (/^(Required|Invalid input|Too small|Invalid option|Choose a level)/i.test(message))
    return t('cv.error.required');
  return message;
}
