import { Link } from 'react-router';
import type { CourseLearner } from '@app/contract/learners/schemas';
import type { Locale } from '@app/contract/envelope';
import { useT } from '@/shared/i18n/i18n';
import { dateTime } from '../lib/format';
import { ProgressBar } from './progress-bar';

/** A course's learners as rows: who, how far, when last active. */
export function LearnerRows({
  items,
  lang,
  timeZone,
  testId,
}: {
  items: CourseLearner[];
  lang: Locale;
  timeZone: string | undefined;
  testId: string;
}) {
  const t = useT();
  return (
    <ul className="flex flex-col gap-2" data-testid={testId}>
      {items.map((l) => (
        <li key={l.id} className="card flex flex-col gap-2 p-3 sm:flex-row sm:items-center sm:gap-4">
          <div className="min-w-0 flex-1">
            <Link
              to={`/learners/people/${l.id}`}
              className="font-semibold text-brand-strong underline-offset-2 hover:underline"
            >
              {l.full_name}
            </Link>
            <p className="truncate text-xs text-ink-soft">{l.email}</p>
          </div>
          <div className="flex flex-wrap items-center gap-x-4 gap-y-1 text-sm sm:justify-end">
            <ProgressBar value={l.progress} label={t('learners.progressOf', { name: l.full_name })} />
            <span className="text-xs text-ink-soft">
              {l.last_activity_at
                ? t('learners.lastActive', { when: dateTime(l.last_activity_at, lang, timeZone) })
                : t('learners.neverActive')}
            </span>
            <span className="text-xs text-ink-soft">{t('learners.idleDays', { days: l.idle_days })}</span>
          </div>
        </li>
      ))}
    </ul>
  );
}
