import { useId, useState } from 'react';
import type { AnnouncementPreview } from '@app/contract/announcements/schemas';
import type { Locale } from '@app/contract/envelope';
import { useT } from '@/shared/i18n/i18n';

const choiceClass =
  'inline-flex min-h-11 cursor-pointer items-center gap-2 rounded-xl border border-line bg-white px-3 text-sm font-semibold text-ink has-[:checked]:border-brand has-[:checked]:bg-brand-soft has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-brand';

/**
 * The mail's pictures (the company's logo) from the studio's own host, which serves the company's
 * media too: the site's answer them to their own origin only (Cross-Origin-Resource-Policy).
 */
const onStudioHost = (html: string) =>
  html.replace(/(<img src=")https?:\/\/[^/"]+(\/media\/)/g, `$1${window.location.origin}$2`);

/**
 * The mail as each language's learners will receive it: a choice of language (with how many read
 * it), its subject, and the mail itself in a sandboxed frame (no script, no navigation of the page).
 */
export function MailPreview({ preview }: { preview: AnnouncementPreview }) {
  const t = useT();
  const name = useId();
  const first = preview.mails.find((m) => m.recipients > 0) ?? preview.mails[0]!;
  const [shown, setShown] = useState<Locale>(first.lang);
  const mail = preview.mails.find((m) => m.lang === shown) ?? first;
  const language = (lang: Locale) => t(`announcements.language.${lang}`);
  return (
    <div className="flex flex-col gap-4" data-testid="announcement-preview">
      <fieldset className="flex flex-col gap-2">
        <legend className="text-sm font-semibold text-ink">{t('announcements.preview.as')}</legend>
        <div className="flex flex-wrap gap-2">
          {preview.mails.map((m) => (
            <label key={m.lang} className={choiceClass}>
              <input
                type="radio"
                className="size-4 accent-brand"
                name={name}
                value={m.lang}
                checked={shown === m.lang}
                onChange={() => setShown(m.lang)}
              />
              {t('announcements.preview.language', { language: language(m.lang), count: m.recipients })}
            </label>
          ))}
        </div>
      </fieldset>
      {mail.text_lang !== mail.lang && (
        <p className="text-sm text-ink-soft">
          {t('announcements.preview.fallback', {
            language: language(mail.lang),
            written: language(mail.text_lang),
          })}
        </p>
      )}
      <p className="text-sm text-ink">
        <span className="font-semibold">{t('announcements.preview.subject')}</span>{' '}
        <span data-testid="preview-subject">{mail.subject}</span>
      </p>
      <iframe
        title={t('announcements.preview.frame', { language: language(mail.lang) })}
        srcDoc={onStudioHost(mail.html)}
        // Its own origin (the studio's) for the pictures; no script runs, nothing navigates the page.
        sandbox="allow-same-origin"
        className="h-[32rem] w-full rounded-xl border border-line bg-white"
      />
    </div>
  );
}
