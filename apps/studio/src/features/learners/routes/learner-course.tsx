import { useState } from 'react';
import { Link, useParams, useSearchParams } from 'react-router';
import { LEARNER_LIMITS } from '@app/contract/learners/constants';
import type { LearnerCourseReport } from '@app/contract/learners/schemas';
import { errorText } from '@/shared/http/error-words';
import { useI18n, useT } from '@/shared/i18n/i18n';
import { usePageTitle } from '@/shared/lib/use-page-title';
import { Alert } from '@/shared/ui/alert';
import { ChartCard, type ChartView } from '@/shared/ui/chart-card';
import { Button, buttonClass } from '@/shared/ui/button';
import { ListSkeleton, Skeleton } from '@/shared/ui/skeleton';
import { learnersCsvHref, useCourseLearners, useLearnerCourse } from '../api/learners';
import { FigureCards, FigureCardsSkeleton } from '../components/figure-cards';
import { LearnerRows } from '../components/learner-rows';
import { LearnersEmpty } from '../components/learners-empty';
import { ProgressChart, ProgressTable } from '../components/progress-chart';
import { QuizReports } from '../components/quiz-reports';
import { count, dateTime, duration, percent } from '../lib/format';

const { min, max, default: DEFAULT_DAYS } = LEARNER_LIMITS.stuckDays;

/** The address's whole number, or the fallback when it is missing or not one in range. */
const numberParam = (value: string | null, fallback: number, lo: number, hi: number) => {
  const n = Number(value);
  return value !== null && Number.isInteger(n) && n >= lo && n <= hi ? n : fallback;
};

/** /learners/courses/:id: one course's learners in figures, who is stuck, its quizzes. */
export function Component() {
  const t = useT();
  const lang = useI18n((s) => s.locale);
  const id = Number(useParams().id);
  const [params, setParams] = useSearchParams();
  const days = numberParam(params.get('days'), DEFAULT_DAYS, min, max);
  const view = params.get('view') === 'table' ? 'table' : 'chart';
  const report = useLearnerCourse(id, days);
  const data = report.data;
  usePageTitle(data?.course.title ?? t('learners.title'));
  const set = (patch: Record<string, string | null>) => {
    const next = new URLSearchParams(params);
    for (const [k, v] of Object.entries(patch))
      if (v === null) next.delete(k);
      else next.set(k, v);
    setParams(next, { replace: true });
  };

  const notFound = report.error && 'status' in report.error && report.error.status === 404;
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
          <h1 className="mt-1 text-2xl font-bold tracking-tight text-ink sm:text-3xl">{data.course.title}</h1>
        ) : (
          <Skeleton className="mt-2 h-8 w-80 max-w-full rounded" />
        )}
        <p className="mt-1 text-ink-soft">{t('learners.course.lead')}</p>
      </div>
      {notFound ? (
        <Alert tone="error">{t('learners.course.notFound')}</Alert>
      ) : report.error ? (
        <Alert tone="error">{errorText(t, report.error)}</Alert>
      ) : !data ? (
        <div className="flex flex-col gap-6" aria-busy="true">
          <FigureCardsSkeleton />
          <Skeleton className="h-48 w-full rounded-xl" />
        </div>
      ) : (
        <>
          <CourseFigures report={data} />
          {data.enrolments === 0 ? (
            <LearnersEmpty title={t('learners.noLearners.title')} lead={t('learners.noLearners.lead')} />
          ) : (
            <>
              <DistributionCard
                report={data}
                view={view}
                onView={(v) => set({ view: v === 'table' ? v : null })}
              />
              <StuckSection
                id={id}
                days={days}
                timeZone={data.time_zone}
                onDays={(d) => set({ days: d === DEFAULT_DAYS ? null : String(d), spage: null })}
                page={numberParam(params.get('spage'), 1, 1, 10000)}
                onPage={(p) => set({ spage: p > 1 ? String(p) : null })}
              />
              <AllLearners
                id={id}
                timeZone={data.time_zone}
                page={numberParam(params.get('page'), 1, 1, 10000)}
                onPage={(p) => set({ page: p > 1 ? String(p) : null })}
              />
            </>
          )}
          <section aria-labelledby="learner-quizzes" className="flex flex-col gap-3">
            <h2 id="learner-quizzes" className="text-lg font-bold text-ink">
              {t('learners.quizzes')}
            </h2>
            <QuizReports quizzes={data.quizzes} lang={lang} />
          </section>
        </>
      )}
    </div>
  );
}

/** The course's figures: enrolments, completion, time learned, last activity, not started, stuck. */
function CourseFigures({ report: data }: { report: LearnerCourseReport }) {
  const t = useT();
  const lang = useI18n((s) => s.locale);
  return (
    <section aria-labelledby="learner-figures">
      <h2 id="learner-figures" className="sr-only">
        {t('learners.figures')}
      </h2>
      <FigureCards
        figures={[
          {
            key: 'enrolments',
            label: t('learners.col.enrolments'),
            value: count(data.enrolments, lang),
          },
          {
            key: 'completion',
            label: t('learners.col.completion'),
            value: percent(data.completion_rate, lang),
            hint: t('learners.completedOf', {
              completed: count(data.completed, lang),
              enrolments: count(data.enrolments, lang),
            }),
          },
          {
            key: 'minutes',
            label: t('learners.col.minutes'),
            value: duration(data.minutes_learned, lang),
          },
          {
            key: 'last',
            label: t('learners.col.lastActivity'),
            value: dateTime(data.last_activity_at, lang, data.time_zone),
          },
          {
            key: 'not-started',
            label: t('learners.col.notStarted'),
            value: count(data.not_started, lang),
          },
          {
            key: 'stuck',
            label: t('learners.col.stuck'),
            value: count(data.stuck, lang),
            hint: t('learners.stuckHint', { days: data.stuck_days }),
          },
        ]}
      />
    </section>
  );
}

function DistributionCard({
  report,
  view,
  onView,
}: {
  report: LearnerCourseReport;
  view: ChartView;
  onView: (view: ChartView) => void;
}) {
  const t = useT();
  const lang = useI18n((s) => s.locale);
  return (
    <ChartCard
      id="learner-progress"
      title={t('learners.chart.title')}
      switchLabel={t('learners.view')}
      viewWords={{ chart: t('learners.view.chart'), table: t('learners.view.table') }}
      view={view}
      onView={onView}
      chart={<ProgressChart report={report} lang={lang} />}
      table={<ProgressTable report={report} lang={lang} />}
    />
  );
}

function Pager({
  page,
  hasMore,
  onPage,
}: {
  page: number;
  hasMore: boolean;
  onPage: (page: number) => void;
}) {
  const t = useT();
  if (page <= 1 && !hasMore) return null;
  return (
    <nav aria-label={t('learners.pages')} className="flex items-center justify-between gap-3">
      <Button variant="secondary" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        {t('learners.previous')}
      </Button>
      <p className="text-sm text-ink-soft">{t('learners.page', { page })}</p>
      <Button variant="secondary" disabled={!hasMore} onClick={() => onPage(page + 1)}>
        {t('learners.next')}
      </Button>
    </nav>
  );
}

/** Who has not completed the course and did nothing for N days, with N to choose. */
function StuckSection({
  id,
  days,
  timeZone,
  onDays,
  page,
  onPage,
}: {
  id: number;
  days: number;
  timeZone: string;
  onDays: (days: number) => void;
  page: number;
  onPage: (page: number) => void;
}) {
  const t = useT();
  const lang = useI18n((s) => s.locale);
  const list = useCourseLearners(id, days, page);
  const [typed, setTyped] = useState(String(days));
  const [shown, setShown] = useState(days);
  if (shown !== days) {
    setShown(days);
    setTyped(String(days));
  }
  const value = Number(typed);
  const invalid = !(Number.isInteger(value) && value >= min && value <= max);
  return (
    <section aria-labelledby="learner-stuck" className="flex flex-col gap-3">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <h2 id="learner-stuck" className="text-lg font-bold text-ink">
          {t('learners.stuck.title')}
        </h2>
        <a
          href={learnersCsvHref(id, days)}
          download
          className={buttonClass('secondary', 'sm')}
          data-testid="stuck-csv"
        >
          {t('learners.stuck.csv')}
        </a>
      </div>
      <form
        className="card flex flex-wrap items-end gap-3 p-3"
        onSubmit={(event) => {
          event.preventDefault();
          if (!invalid) onDays(value);
        }}
      >
        <div>
          <label htmlFor="stuck-days" className="mb-1 block text-sm font-semibold text-ink">
            {t('learners.stuck.days')}
          </label>
          <input
            id="stuck-days"
            type="number"
            inputMode="numeric"
            min={min}
            max={max}
            step={1}
            required
            className="control w-32"
            value={typed}
            aria-invalid={invalid || undefined}
            aria-describedby={invalid ? 'stuck-days-error' : undefined}
            onChange={(event) => setTyped(event.target.value)}
          />
        </div>
        <Button type="submit" variant="secondary" disabled={invalid}>
          {t('learners.stuck.apply')}
        </Button>
        {invalid && (
          <p id="stuck-days-error" className="w-full text-sm text-red-700">
            {t('learners.stuck.daysError', { min, max })}
          </p>
        )}
      </form>
      {list.error ? (
        <Alert tone="error">{errorText(t, list.error)}</Alert>
      ) : !list.data ? (
        <ListSkeleton rows={3} />
      ) : list.data.items.length === 0 ? (
        <p className="card p-4 text-ink-soft" data-testid="stuck-none">
          {t('learners.stuck.none', { days })}
        </p>
      ) : (
        <>
          <LearnerRows items={list.data.items} lang={lang} timeZone={timeZone} testId="stuck-learners" />
          <Pager page={page} hasMore={list.data.has_more} onPage={onPage} />
        </>
      )}
    </section>
  );
}

function AllLearners({
  id,
  timeZone,
  page,
  onPage,
}: {
  id: number;
  timeZone: string;
  page: number;
  onPage: (page: number) => void;
}) {
  const t = useT();
  const lang = useI18n((s) => s.locale);
  const list = useCourseLearners(id, null, page);
  return (
    <section aria-labelledby="learner-all" className="flex flex-col gap-3">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <h2 id="learner-all" className="text-lg font-bold text-ink">
          {t('learners.all.title')}
        </h2>
        <a
          href={learnersCsvHref(id, null)}
          download
          className={buttonClass('secondary', 'sm')}
          data-testid="learners-csv"
        >
          {t('learners.all.csv')}
        </a>
      </div>
      {list.error ? (
        <Alert tone="error">{errorText(t, list.error)}</Alert>
      ) : !list.data ? (
        <ListSkeleton rows={3} />
      ) : (
        <>
          <LearnerRows items={list.data.items} lang={lang} timeZone={timeZone} testId="all-learners" />
          <Pager page={page} hasMore={list.data.has_more} onPage={onPage} />
        </>
      )}
    </section>
  );
}
