import { useId } from 'react';
import type { CourseDetail } from '@app/contract/catalog/schemas';
import { paths } from '@/shared/routes/route-table';
import { formatMoney } from '@/shared/i18n/format';
import { intlLocale, useI18n, useT } from '@/shared/i18n/i18n';
import { LinkButton } from '@/shared/ui/button';
import { book, checkCircle, clock, globe, Icon, signal } from '@/shared/ui/icons';
import { COVER_HEIGHT, COVER_WIDTH } from './course-card';
import { levelLabels } from './course-overview';
import { CoursePrice, hasDiscount } from './course-price';
import { layers } from '../lib/catalog-icons';
import { formatDuration, languageName, countLabel } from '../lib/format';

/**
 * The buying card: cover, price, the buy button and what the course includes. Buying arrives with
 * the commerce issue; until then the button shows the price and says checkout opens soon.
 */
export function PriceBox({ course }: { course: CourseDetail }) {
  const t = useT();
  const locale = intlLocale(useI18n((s) => s.locale));
  const noteId = useId();
  const price = hasDiscount(course.price, course.discount_price) ? course.discount_price : course.price;
  const includes = [
    {
      icon: clock,
      text: t('catalog.detail.totalLength', { duration: formatDuration(course.duration_minutes, t) }),
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
        {course.owned ? (
          <>
            <p className="inline-flex items-center gap-2 rounded-lg bg-emerald-50 px-3 py-2 text-sm font-bold text-emerald-800">
              <Icon path={checkCircle} size={18} />
              {t('catalog.detail.owned')}
            </p>
            <LinkButton to={paths.learning(course.id)} size="lg" className="w-full">
              {t('catalog.detail.goToCourse')}
            </LinkButton>
          </>
        ) : (
          <>
            <CoursePrice
              price={course.price}
              discountPrice={course.discount_price}
              currency={course.currency}
              size="lg"
            />
            <div>
              <button
                type="button"
                disabled
                aria-describedby={noteId}
                className="inline-flex h-12 w-full cursor-not-allowed items-center justify-center rounded-xl bg-brand px-6 text-base font-bold text-on-brand opacity-70"
              >
                {price === 0
                  ? t('catalog.detail.enrolFree')
                  : t('catalog.detail.buyFor', { price: formatMoney(price, course.currency, locale) })}
              </button>
              <p id={noteId} className="mt-2 text-center text-sm font-medium text-ink-soft">
                {t('catalog.detail.checkoutSoon')}
              </p>
            </div>
          </>
        )}
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
