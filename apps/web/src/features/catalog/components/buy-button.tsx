import { useNavigate } from 'react-router';
import type { CourseDetail } from '@app/contract/catalog/schemas';
import type { Booking } from '@app/contract/commerce/schemas';
import { formatMoney } from '@app/contract/money';
import { paymentPath, type TransactionsState } from '@/shared/commerce/orders';
import { useI18n, useT } from '@/shared/i18n/i18n';
import { paths } from '@/shared/routes/route-table';
import { showAlert } from '@/shared/ui/alert';
import { Button, LinkButton } from '@/shared/ui/button';
import { checkCircle, clock, Icon } from '@/shared/ui/icons';
import { Skeleton } from '@/shared/ui/skeleton';
import { BUY_ALERTS, outcomeOfBooking, outcomeOfError, type BuyOutcome } from '../lib/buy-outcome';
import { CoursePrice, hasDiscount } from './course-price';

interface BuyButtonProps {
  course: CourseDetail;
  /** This learner's order of the course (commerce's get-course-booking query). */
  booking: { isPending: boolean; data?: { booking: Booking | null; paid: boolean } };
  /** Places the order (commerce's buy-course mutation). */
  buy: { isPending: boolean; mutateAsync: () => Promise<Pick<Booking, 'id' | 'status'>> };
  /**
   * For a visitor (a course page open to visitors): the login page that comes back here. Buying
   * needs a login (product §2), so Buy leads there instead of placing an order.
   */
  loginFirst?: string;
}

/**
 * The buying card's action (product §8 "buy"). Owned (paid, free or given): Start learning. An
 * order waiting for payment: Continue payment. Otherwise Buy (or Enrol for free), which places the
 * order and shows the specification's alert for what happened. The order calls are commerce's:
 * the course page (app/routes/course-buy-button.tsx) passes them in.
 */
export function BuyButton({ course, booking, buy, loginFirst }: BuyButtonProps) {
  const t = useT();
  const navigate = useNavigate();
  const lang = useI18n((s) => s.locale);
  const price = hasDiscount(course.price, course.discount_price) ? course.discount_price : course.price;

  const onBuy = async () => {
    let outcome: BuyOutcome;
    let placed: TransactionsState = {};
    try {
      const order = await buy.mutateAsync();
      outcome = outcomeOfBooking(order);
      placed = { placedOrder: order.id };
    } catch (error) {
      outcome = outcomeOfError(error);
    }
    const alert = BUY_ALERTS[outcome];
    const closed = await showAlert({ icon: alert.icon, title: t(alert.title), text: t(alert.text) });
    // My Transactions puts the order just placed first, with a prominent Pay now. Escape closes the
    // alert and stays on the course (issue 28 item 4); the order is there whenever they look.
    if (alert.thenTransactions && closed === 'confirmed')
      await navigate(paths.transactions, { state: placed });
  };

  const buyLabel =
    price === 0
      ? t('catalog.detail.enrolFree')
      : t('catalog.detail.buyFor', { price: formatMoney(price, course.currency, lang) });

  if (loginFirst) {
    return (
      <div className="space-y-3">
        <CoursePrice
          price={course.price}
          discountPrice={course.discount_price}
          currency={course.currency}
          size="lg"
        />
        <LinkButton to={loginFirst} size="lg" className="w-full">
          {buyLabel}
        </LinkButton>
        <p className="text-center text-sm text-ink-soft">{t('catalog.buy.loginFirst')}</p>
      </div>
    );
  }

  if (course.owned || booking.data?.paid) {
    return (
      <div className="space-y-4">
        <p className="inline-flex items-center gap-2 rounded-lg bg-emerald-50 px-3 py-2 text-sm font-bold text-emerald-800">
          <Icon path={checkCircle} size={18} />
          {t('catalog.detail.owned')}
        </p>
        <LinkButton to={paths.learning(course.id)} size="lg" className="w-full">
          {t('catalog.detail.startLearning')}
        </LinkButton>
      </div>
    );
  }
  const coursePrice = (
    <CoursePrice
      price={course.price}
      discountPrice={course.discount_price}
      currency={course.currency}
      size="lg"
    />
  );
  if (booking.isPending) {
    return (
      <div className="space-y-4">
        {coursePrice}
        <Skeleton className="h-12 w-full rounded-xl" />
      </div>
    );
  }

  const pending = booking.data?.booking?.status === 'pending' ? booking.data.booking : null;
  if (pending) {
    return (
      <div className="space-y-3">
        {coursePrice}
        <p className="flex items-start gap-2 rounded-lg bg-amber-50 px-3 py-2 text-sm font-semibold text-amber-900">
          <Icon path={clock} size={18} className="mt-0.5 shrink-0" />
          {t('catalog.buy.pendingNote', { order: pending.order_number })}
        </p>
        <LinkButton to={paymentPath(pending.id)} size="lg" className="w-full">
          {t('catalog.buy.continuePayment')}
        </LinkButton>
      </div>
    );
  }

  return (
    <div className="space-y-4">
      {coursePrice}
      <Button size="lg" className="w-full" loading={buy.isPending} onClick={() => void onBuy()}>
        {buyLabel}
      </Button>
    </div>
  );
}
