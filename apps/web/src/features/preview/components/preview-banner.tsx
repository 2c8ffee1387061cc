import type { CoursePreview } from '@app/contract/preview/schemas';
import { intlLocale, useI18n, useT, type MessageKey } from '@/shared/i18n/i18n';
import { Icon } from '@/shared/ui/icons';

/** What learners see meanwhile, by the draft's state. */
const LEADS = {
  draft: 'learning.preview.draft',
  changes: 'learning.preview.changes',
  published: 'learning.preview.published',
} as const satisfies Record<CoursePreview['status'], MessageKey>;

/** An eye: what learners will see. */
const eye = 'M2 12s3.5-7 10-7 10 7 10 7-3.5 7-10 7S2 12 2 12zM12 9a3 3 0 1 0 0 6a3 3 0 1 0 0-6';

/**
 * Above a preview's course page and player (docs/decisions.md §47): that this is the draft, what
 * learners see meanwhile, that buying and progress do nothing here, and until when the link works.
 */
export function PreviewBanner({ preview }: { preview: Pick<CoursePreview, 'status' | 'expires_at'> }) {
  const t = useT();
  const locale = intlLocale(useI18n((s) => s.locale));
  const until = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' }).format(
    new Date(preview.expires_at),
  );
  return (
    <div role="status" className="border-b border-amber-300 bg-amber-50 text-amber-950">
      <div className="container-page flex gap-3 py-3">
        <Icon path={eye} size={22} className="mt-0.5 shrink-0" />
        <div className="min-w-0 space-y-0.5 text-sm">
          <p className="text-base font-bold">{t('learning.preview.title')}</p>
          <p>{t(LEADS[preview.status])}</p>
          <p>
            {t('learning.preview.inert')} {t('learning.preview.until', { time: until })}
          </p>
        </div>
      </div>
    </div>
  );
}
