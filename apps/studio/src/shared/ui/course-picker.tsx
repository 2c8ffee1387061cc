import { useState } from 'react';
import { useT } from '@/shared/i18n/i18n';
import { cx } from '@/shared/lib/cx';

/**
 * Courses to tick (a voucher's courses, a corporate enrolment's): a checkbox each in a scrolling
 * list, a title filter once there are more than eight, the count chosen in the legend and the
 * server's problem under it (the fieldset `id` is where a form's error summary sends focus).
 */
export function CoursePicker({
  id,
  legend,
  courses,
  chosen,
  onChange,
  error,
  columns = 1,
}: {
  id: string;
  legend: string;
  courses: { id: number; title: string }[];
  chosen: number[];
  onChange: (ids: number[]) => void;
  error?: string | undefined;
  columns?: 1 | 2;
}) {
  const t = useT();
  const [filter, setFilter] = useState('');
  const needle = filter.trim().toLowerCase();
  const shown = needle ? courses.filter((c) => c.title.toLowerCase().includes(needle)) : courses;
  return (
    <fieldset
      id={id}
      className="flex flex-col gap-3"
      aria-invalid={error ? true : undefined}
      aria-describedby={error ? `${id}-error` : undefined}
    >
      <legend className="text-sm font-semibold text-ink">{legend}</legend>
      {error && (
        <p id={`${id}-error`} className="text-sm font-medium text-red-700">
          {error}
        </p>
      )}
      {courses.length > 8 && (
        <div className="flex flex-col gap-1.5">
          <label htmlFor={`${id}-filter`} className="text-xs font-semibold text-ink-soft">
            {t('voucher.courses.filter')}
          </label>
          <input
            id={`${id}-filter`}
            type="search"
            className="control"
            value={filter}
            onChange={(e) => setFilter(e.target.value)}
          />
        </div>
      )}
      <ul
        className={cx(
          'grid max-h-80 grid-cols-1 gap-1 overflow-y-auto rounded-xl border border-line p-2',
          columns === 2 && 'sm:grid-cols-2',
        )}
      >
        {shown.map((course) => {
          const checked = chosen.includes(course.id);
          return (
            <li key={course.id}>
              <label className="flex min-h-11 cursor-pointer items-center gap-3 rounded-lg px-2 py-1.5 text-sm hover:bg-brand-soft">
                <input
                  type="checkbox"
                  className="size-4 shrink-0 accent-brand"
                  checked={checked}
                  onChange={() =>
                    onChange(checked ? chosen.filter((c) => c !== course.id) : [...chosen, course.id])
                  }
                />
                <span className="min-w-0">{course.title}</span>
              </label>
            </li>
          );
        })}
      </ul>
    </fieldset>
  );
}
