import { useId } from 'react';
import { useSearchParams } from 'react-router';
import { STUDIO_LIMITS, studioCourseStatuses, type StudioCourseStatus } from '@app/contract/studio/constants';
import { errorText } from '@/shared/http/error-words';
import { useT } from '@/shared/i18n/i18n';
import { usePageTitle } from '@/shared/lib/use-page-title';
import { Alert } from '@/shared/ui/alert';
import { Button, LinkButton } from '@/shared/ui/button';
import { EmptyState } from '@/shared/ui/empty-state';
import { Icon, icons } from '@/shared/ui/icons';
import { SearchInput, useSearchWords } from '@/shared/ui/search-input';
import { useCourseList, type ListFilter } from '../api/courses';
import { CourseCard, CourseCardSkeleton } from '../components/course-card';
import { Pager } from '../components/pager';

const isStatus = (value: string | null): value is StudioCourseStatus =>
  (studioCourseStatuses as readonly string[]).includes(value ?? '');

/** The filter as the address holds it (so a reload, Back and a shared link keep it). */
export function filterOf(params: URLSearchParams): ListFilter {
  const status = params.get('status');
  const page = Number(params.get('page'));
  return {
    q: (params.get('q') ?? '').slice(0, STUDIO_LIMITS.search),
    status: isStatus(status) ? status : '',
    page: Number.isInteger(page) && page > 1 ? page : 1,
  };
}

/** /courses: the courses this user may edit, with search, status filter and paging (issue 24 item 2). */
export function Component() {
  const t = useT();
  usePageTitle(t('courses.title'));
  const [params, setParams] = useSearchParams();
  const filter = filterOf(params);
  const list = useCourseList(filter);
  const update = (patch: Partial<ListFilter>) => {
    const next = { ...filter, page: 1, ...patch };
    const search = new URLSearchParams();
    if (next.q) search.set('q', next.q);
    if (next.status) search.set('status', next.status);
    if (next.page > 1) search.set('page', String(next.page));
    setParams(search, { replace: patch.page === undefined });
  };
  const filtered = Boolean(filter.q || filter.status);
  const data = list.data;
  const pages = data ? Math.max(1, Math.ceil(data.total / data.per_page)) : 1;

  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="text-2xl font-bold tracking-tight text-ink sm:text-3xl">{t('courses.title')}</h1>
          <p className="mt-1 text-ink-soft">{t('courses.lead')}</p>
        </div>
        <LinkButton to="/courses/new">
          <Icon path={icons.plus} size={18} />
          {t('courses.new')}
        </LinkButton>
      </div>

      <Filters filter={filter} onChange={update} />

      {list.error ? (
        <Alert tone="error">{errorText(t, list.error)}</Alert>
      ) : !data ? (
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3" aria-busy="true">
          {Array.from({ length: 6 }, (_, i) => (
            <CourseCardSkeleton key={i} />
          ))}
        </ul>
      ) : data.items.length === 0 ? (
        filtered ? (
          <EmptyState title={t('courses.none.title')} lead={t('courses.none.lead')}>
            <Button variant="secondary" onClick={() => update({ q: '', status: '' })}>
              {t('courses.none.clear')}
            </Button>
          </EmptyState>
        ) : (
          <EmptyState title={t('courses.empty.title')} lead={t('courses.empty.lead')}>
            <LinkButton to="/courses/new">
              <Icon path={icons.plus} size={18} />
              {t('courses.new')}
            </LinkButton>
          </EmptyState>
        )
      ) : (
        <>
          <p className="text-sm text-ink-soft" role="status">
            {data.total === 1 ? t('courses.countOne') : t('courses.count', { count: data.total })}
          </p>
          <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3" aria-busy={list.isFetching || undefined}>
            {data.items.map((course) => (
              <CourseCard key={course.id} course={course} />
            ))}
          </ul>
          {pages > 1 && <Pager page={filter.page} pages={pages} onPage={(page) => update({ page })} />}
        </>
      )}
    </div>
  );
}

/** Search (as the user types, after a pause) and the status filter. */
function Filters({
  filter,
  onChange,
}: {
  filter: ListFilter;
  onChange: (patch: Partial<ListFilter>) => void;
}) {
  const t = useT();
  const searchId = useId();
  const statusId = useId();
  const { q, setQ, submit } = useSearchWords(filter.q, (q) => onChange({ q }));
  return (
    <form
      role="search"
      className="card flex flex-col gap-3 p-3 sm:flex-row sm:items-end sm:p-4"
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <div className="flex-1">
        <label htmlFor={searchId} className="mb-1 block text-sm font-semibold text-ink">
          {t('courses.search')}
        </label>
        <SearchInput
          id={searchId}
          value={q}
          onChange={setQ}
          maxLength={STUDIO_LIMITS.search}
          placeholder={t('courses.searchPlaceholder')}
        />
      </div>
      <div className="sm:w-64">
        <label htmlFor={statusId} className="mb-1 block text-sm font-semibold text-ink">
          {t('courses.status')}
        </label>
        <select
          id={statusId}
          value={filter.status}
          onChange={(event) => onChange({ status: event.target.value as ListFilter['status'] })}
          className="control"
        >
          <option value="">{t('courses.status.all')}</option>
          {studioCourseStatuses.map((s) => (
            <option key={s} value={s}>
              {t(`courses.status.${s}`)}
            </option>
          ))}
        </select>
      </div>
    </form>
  );
}
