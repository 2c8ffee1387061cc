import type { ReactNode } from 'react';
import type { CourseDetail } from '@app/contract/catalog/schemas';
import { intlLocale, useI18n, useT } from '@/shared/i18n/i18n';
import { book, clock, globe, Icon, signal } from '@/shared/ui/icons';
import { COVER_HEIGHT, COVER_WIDTH } from './course-card';
import { levelLabels } from './course-overview';
import { layers } from '../lib/catalog-icons';
import { formatLength, languageName, countLabel } from '../lib/format';

/**
 * The buying card: cover, price, the buy button (or the owned state; `action`, composed by the
 * course page) and what the course includes.
 */
export function PriceBox({ course, action }: { course: CourseDetail; action: ReactNode }) {
  const t = useT();
  const locale = intlLocale(useI18n((s) => s.locale));
  const includes = [
    {
      icon: clock,
      text: t('catalog.detail.totalLength', { duration: formatLength(course.duration_minutes * 60, t) }),
    },
    { icon: book, text: countLabel(t, 'catalog.lessons', course.lessons_count) },
    { icon: layers, text: countLabel(t, 'catalog.sections', course.sections_count) },
    { icon: signal, text: t(levelLabels[course.level]) },
    { icon: globe, text: languageName(course.language, locale) },
  ];
  return (
    <div className="overflow-hidden rounded-[var(--radius-card)] border border-line bg-white shadow-[var(--shadow-lift)]">
      <img
        src={course.image}
        alt=""
        width={COVER_WIDTH}
        height={COVER_HEIGHT}
        fetchPriority="high"
        className="aspect-[16/9] w-full bg-brand-soft object-cover"
      />
      <div className="space-y-4 p-5">
        {action}
        <div>
          <h2 className="text-sm font-bold">{t('catalog.detail.includes')}</h2>
          <ul className="mt-2 space-y-2 text-sm text-ink-soft">
            {includes.map((item) => (
              <li key={item.text} className="flex items-center gap-2.5">
                <Icon path={item.icon} size={18} className="text-brand" />
                {item.text}
              </li>
            ))}
          </ul>
        </div>
      </div>
    </div>
  );
}
