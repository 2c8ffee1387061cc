import { NavLink } from 'react-router';
import { useT } from '@/shared/i18n/i18n';
import { cx } from '@/shared/lib/cx';

/** A course's pages: its details (the course form) and its curriculum. */
export function CourseTabs({ id }: { id: number }) {
  const t = useT();
  const tab = ({ isActive }: { isActive: boolean }) =>
    cx(
      'inline-flex min-h-11 items-center border-b-2 px-3 text-sm font-semibold',
      isActive ? 'border-brand text-ink' : 'border-transparent text-ink-soft hover:text-ink',
    );
  return (
    <nav aria-label={t('course.tabs')} className="flex gap-2 border-b border-line">
      <NavLink to={`/courses/${id}`} end className={tab}>
        {t('course.tab.details')}
      </NavLink>
      <NavLink to={`/courses/${id}/curriculum`} className={tab}>
        {t('course.tab.curriculum')}
      </NavLink>
    </nav>
  );
}
