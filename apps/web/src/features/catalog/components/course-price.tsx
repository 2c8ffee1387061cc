import { formatMoney } from '@app/contract/money';
import { useI18n, useT } from '@/shared/i18n/i18n';
import { cx } from '@/shared/lib/cx';

/** A real discount: a lower price than the list price. */
export const hasDiscount = (price: number, discount: number | null): discount is number =>
  discount !== null && discount < price;

/**
 * The price in the course's currency, formatted in the reader's language (the one money format); a discount shows the new
 * price with the old one struck through.
 */
export function CoursePrice({
  price,
  discountPrice,
  currency,
  size = 'md',
  className,
}: {
  price: number;
  discountPrice: number | null;
  currency: string;
  size?: 'md' | 'lg';
  className?: string;
}) {
  const t = useT();
  const lang = useI18n((s) => s.locale);
  const discounted = hasDiscount(price, discountPrice);
  const current = discounted ? discountPrice : price;
  const big = size === 'lg';
  return (
    <p className={cx('flex flex-wrap items-baseline gap-x-2 gap-y-0.5', className)}>
      {current === 0 ? (
        <span className={cx('font-extrabold text-ink', big ? 'text-3xl' : 'text-lg')}>
          {t('catalog.free')}
        </span>
      ) : (
        <>
          {discounted && <span className="sr-only">{t('catalog.price.now')}</span>}
          <span className={cx('font-extrabold text-ink', big ? 'text-3xl' : 'text-lg')}>
            {formatMoney(current, currency, lang)}
          </span>
        </>
      )}
      {discounted && (
        <>
          <span className="sr-only">{t('catalog.price.was')}</span>
          <s className={cx('text-ink-soft', big ? 'text-lg' : 'text-sm')}>
            {formatMoney(price, currency, lang)}
          </s>
          {big && price > 0 && (
            <span className="rounded-md bg-accent-soft px-2 py-0.5 text-sm font-bold text-ink">
              {t('catalog.price.off', { percent: Math.round((1 - discountPrice / price) * 100) })}
            </span>
          )}
        </>
      )}
    </p>
  );
}
