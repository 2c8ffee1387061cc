import { Link } from 'react-router';
import { errorText } from '@/shared/http/error-words';
import { useI18n, useT } from '@/shared/i18n/i18n';
import { usePageTitle } from '@/shared/lib/use-page-title';
import { Alert } from '@/shared/ui/alert';
import { Skeleton } from '@/shared/ui/skeleton';
import { useLearnerCourses } from '../api/learners';
import { LearnersEmpty } from '../components/learners-empty';
import { count, dateTime, duration, percent } from '../lib/format';

/** /learners: every course this user may see with its learner figures; pick one. */
export function Component() {
  const t = useT();
  const lang = useI18n((s) => s.locale);
  usePageTitle(t('learners.title'));
  const list = useLearnerCourses();
  const data = list.data;
  return (
    <div className="flex flex-col gap-6">
      <div>
        <h1 className="text-2xl font-bold tracking-tight text-ink sm:text-3xl">{t('learners.title')}</h1>
        <p className="mt-1 text-ink-soft">{t('learners.lead')}</p>
      </div>
      {list.error ? (
        <Alert tone="error">{errorText(t, list.error)}</Alert>
      ) : !data ? (
        <ul className="flex flex-col gap-2" aria-busy="true">
          {Array.from({ length: 5 }, (_, i) => (
            <li key={i} className="card flex flex-col gap-2 p-4">
              <Skeleton className="h-5 w-2/3 rounded" />
              <Skeleton className="h-4 w-1/2 rounded" />
            </li>
          ))}
        </ul>
      ) : data.courses.length === 0 ? (
        <LearnersEmpty title={t('learners.noCourses.title')} lead={t('learners.noCourses.lead')} />
      ) : (
        <ul className="flex flex-col gap-2" data-testid="learner-courses">
          {data.courses.map((c) => (
            <li key={c.id} className="card flex flex-col gap-2 p-4 md:flex-row md:items-center md:gap-6">
              <div className="min-w-0 flex-1">
                <Link
                  to={`/learners/courses/${c.id}`}
                  className="font-semibold text-brand-strong underline-offset-2 hover:underline"
                >
                  {c.title}
                </Link>
                <p className="text-xs text-ink-soft">
                  {c.last_activity_at
                    ? t('learners.lastActivity', { when: dateTime(c.last_activity_at, lang) })
                    : t('learners.noActivity')}
                </p>
              </div>
              <dl className="grid grid-cols-3 gap-3 text-sm md:w-96">
                <div>
                  <dt className="text-xs text-ink-soft">{t('learners.col.enrolments')}</dt>
                  <dd className="font-semibold text-ink tabular-nums">{count(c.enrolments, lang)}</dd>
                </div>
                <div>
                  <dt className="text-xs text-ink-soft">{t('learners.col.completion')}</dt>
                  <dd className="font-semibold text-ink tabular-nums">{percent(c.completion_rate, lang)}</dd>
                </div>
                <div>
                  <dt className="text-xs text-ink-soft">{t('learners.col.minutes')}</dt>
                  <dd className="font-semibold text-ink tabular-nums">{duration(c.minutes_learned, lang)}</dd>
                </div>
              </dl>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
