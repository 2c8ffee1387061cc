import { Link, useParams } from 'react-router';
import { formatMinor } from '@app/contract/money';
import { errorText } from '@/shared/http/error-words';
import { useI18n, useT } from '@/shared/i18n/i18n';
import { usePageTitle } from '@/shared/lib/use-page-title';
import { Alert } from '@/shared/ui/alert';
import { Skeleton } from '@/shared/ui/skeleton';
import type { LearnerDetail } from '@app/contract/learners/schemas';
import { useLearner } from '../api/learners';
import { ProgressBar } from '../components/progress-bar';
import { dateOnly, dateTime, duration } from '../lib/format';

/** /learners/people/:id: one learner's courses, progress, quiz attempts and orders. */
export function Component() {
  const t = useT();
  const lang = useI18n((s) => s.locale);
  const id = Number(useParams().id);
  const learner = useLearner(id);
  const data = learner.data;
  usePageTitle(data?.learner.full_name ?? t('learners.title'));
  const tz = data?.time_zone;
  const notFound = learner.error && 'status' in learner.error && learner.error.status === 404;
  return (
    <div className="flex flex-col gap-6">
      <div>
        <Link
          to="/learners"
          className="text-sm font-semibold text-brand-strong underline-offset-2 hover:underline"
        >
          {t('learners.back')}
        </Link>
        {data ? (
          <>
            <h1 className="mt-1 text-2xl font-bold tracking-tight break-words text-ink sm:text-3xl">
              {data.learner.full_name}
            </h1>
            <p className="mt-1 break-words text-ink-soft">
              {data.learner.email} ·{' '}
              {t('learners.person.joined', { when: dateOnly(data.learner.joined_at, lang, tz) })}
            </p>
          </>
        ) : (
          !learner.error && <Skeleton className="mt-2 h-8 w-72 max-w-full rounded" />
        )}
      </div>
      {notFound ? (
        <Alert tone="error">{t('learners.person.notFound')}</Alert>
      ) : learner.error ? (
        <Alert tone="error">{errorText(t, learner.error)}</Alert>
      ) : !data ? (
        <div className="flex flex-col gap-3" aria-busy="true">
          {Array.from({ length: 3 }, (_, i) => (
            <Skeleton key={i} className="h-20 w-full rounded-xl" />
          ))}
        </div>
      ) : (
        <>
          <PersonCourses data={data} tz={data.time_zone} />

          <PersonAttempts data={data} tz={data.time_zone} />

          <PersonOrders data={data} tz={data.time_zone} />
        </>
      )}
    </div>
  );
}

/** One part of the learner's page: its heading, and its list or a word that it is empty. */
function PersonSection({
  id,
  title,
  empty,
  children,
}: {
  id: string;
  title: string;
  /** What to say instead of the list, when it is empty. */
  empty: string | null;
  children: React.ReactNode;
}) {
  return (
    <section aria-labelledby={id} className="flex flex-col gap-3">
      <h2 id={id} className="text-lg font-bold text-ink">
        {title}
      </h2>
      {empty !== null ? (
        <p className="card p-4 text-ink-soft">{empty}</p>
      ) : (
        <ul className="flex flex-col gap-2" data-testid={id}>
          {children}
        </ul>
      )}
    </section>
  );
}

/** Their enrolments with progress. */
function PersonCourses({ data, tz }: { data: LearnerDetail; tz: string }) {
  const t = useT();
  const lang = useI18n((s) => s.locale);
  return (
    <PersonSection
      id="person-courses"
      title={t('learners.person.courses')}
      empty={data.courses.length === 0 ? t('learners.person.noCourses') : null}
    >
      {data.courses.map((c) => (
        <li key={c.id} className="card flex flex-col gap-2 p-4 md:flex-row md:items-center md:gap-4">
          <div className="min-w-0 flex-1">
            <Link
              to={`/learners/courses/${c.id}`}
              className="font-semibold text-brand-strong underline-offset-2 hover:underline"
            >
              {c.title}
            </Link>
            <p className="text-xs text-ink-soft">
              {t('learners.person.lessons', { done: c.completed_lessons, total: c.lessons_count })} ·{' '}
              {t('learners.person.learned', { time: duration(c.minutes_learned, lang) })}
            </p>
          </div>
          <div className="flex flex-wrap items-center gap-x-4 gap-y-1 text-xs text-ink-soft">
            <ProgressBar value={c.progress} label={t('learners.progressIn', { course: c.title })} />
            <span>
              {c.completed_at
                ? t('learners.person.completed', { when: dateOnly(c.completed_at, lang, tz) })
                : c.last_activity_at
                  ? t('learners.lastActive', { when: dateTime(c.last_activity_at, lang, tz) })
                  : t('learners.neverActive')}
            </span>
          </div>
        </li>
      ))}
    </PersonSection>
  );
}

/** Their quiz attempts, newest first. */
function PersonAttempts({ data, tz }: { data: LearnerDetail; tz: string }) {
  const t = useT();
  const lang = useI18n((s) => s.locale);
  return (
    <PersonSection
      id="person-attempts"
      title={t('learners.person.attempts')}
      empty={data.attempts.length === 0 ? t('learners.person.noAttempts') : null}
    >
      {data.attempts.map((a) => (
        <li key={a.id} className="card flex flex-col gap-1 p-3 sm:flex-row sm:items-center sm:gap-4">
          <div className="min-w-0 flex-1">
            <p className="font-semibold text-ink">
              {a.quiz.title}{' '}
              <span className="font-normal text-ink-soft">
                {t('learners.person.attemptNumber', { n: a.number })}
              </span>
            </p>
            <p className="truncate text-xs text-ink-soft">{a.course.title}</p>
          </div>
          <div className="flex flex-wrap items-center gap-x-4 text-sm">
            <span
              className={
                a.passed === null
                  ? 'text-ink-soft'
                  : a.passed
                    ? 'font-semibold text-emerald-800'
                    : 'font-semibold text-red-700'
              }
            >
              {a.passed === null
                ? t('learners.person.open')
                : t(a.passed ? 'learners.person.passed' : 'learners.person.failed', {
                    score: String(a.score),
                  })}
            </span>
            <span className="text-xs text-ink-soft">{dateTime(a.started_at, lang, tz)}</span>
          </div>
        </li>
      ))}
    </PersonSection>
  );
}

/** Their orders, newest first. */
function PersonOrders({ data, tz }: { data: LearnerDetail; tz: string }) {
  const t = useT();
  const lang = useI18n((s) => s.locale);
  return (
    <PersonSection
      id="person-orders"
      title={t('learners.person.orders')}
      empty={data.orders.length === 0 ? t('learners.person.noOrders') : null}
    >
      {data.orders.map((o) => (
        <li key={o.id} className="card flex flex-col gap-1 p-3 sm:flex-row sm:items-center sm:gap-4">
          <div className="min-w-0 flex-1">
            <Link
              to={`/sales/orders/${o.id}`}
              className="font-mono text-sm font-semibold text-brand-strong underline-offset-2 hover:underline"
            >
              {o.order_number}
            </Link>
            <p className="truncate text-xs text-ink-soft">{o.course.title}</p>
          </div>
          <div className="flex flex-wrap items-center gap-x-4 text-sm">
            <span className="text-ink">{t(`orders.status.${o.status}`)}</span>
            <span className="font-semibold text-ink tabular-nums">
              {formatMinor(o.total_minor, o.currency, lang)}
            </span>
            <span className="text-xs text-ink-soft">{dateTime(o.created_at, lang, tz)}</span>
          </div>
        </li>
      ))}
    </PersonSection>
  );
}
