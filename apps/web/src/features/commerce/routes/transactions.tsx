import { useCallback, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import type { Booking } from '@app/contract/commerce/schemas';
import { BOOKING_HISTORY_LIMIT } from '@app/contract/commerce/constants';
import { useT } from '@/shared/i18n/i18n';
import type { TransactionsState } from '@/shared/commerce/orders';
import { useDocumentTitle } from '@/shared/lib/use-document-title';
import { paths } from '@/shared/routes/route-table';
import { showAlert } from '@/shared/ui/alert';
import { Button, LinkButton } from '@/shared/ui/button';
import { Pagination } from '@/shared/ui/pagination';
import { EmptyState, ErrorState } from '@/shared/ui/states';
import { useCancelBooking } from '../api/cancel-booking';
import { useBookingHistory } from '../api/get-booking-history';
import { ProfileHeader } from '@/shared/ui/profile-header';
import { ConfirmDialog } from '@/shared/ui/confirm-dialog';
import { TransactionCard, TransactionListSkeleton } from '../components/transaction-card';
import { TransactionFilters } from '../components/transaction-filters';
import { useSearchUpdate } from '../hooks/use-search-update';
import { countLabel } from '../lib/format';
import { parseTransactionParams } from '../lib/list-params';

/**
 * product §2 /profile/transaction: the learner's orders, newest first, 10 a page (§9), filtered by
 * status and course name (both in the URL); pay or cancel a pending order, pay again after a
 * payment that did not go through, get a paid one's receipt. Coming from a buy (§8), the order
 * just placed is first and its Pay now stands out and takes the focus.
 */
export function Component() {
  const t = useT();
  useDocumentTitle(t('commerce.transactions.title'));
  const placedOrder = (useLocation().state as TransactionsState | null)?.placedOrder;
  const { search, update } = useSearchUpdate();
  const params = parseTransactionParams(search);
  const history = useBookingHistory(params);
  const cancel = useCancelBooking();
  const [toCancel, setToCancel] = useState<Booking | null>(null);
  const [notice, setNotice] = useState('');
  const listTop = useRef<HTMLHeadingElement>(null);
  const filtered = params.status !== 'all' || params.q !== '';

  const onSearch = useCallback((q: string) => update({ q }, { replace: true }), [update]);
  const confirmCancel = () => {
    if (!toCancel) return;
    const order = toCancel;
    cancel.mutate(order.id, {
      onSuccess: () => setNotice(t('commerce.transactions.cancelled', { order: order.order_number })),
      onError: () =>
        void showAlert({
          icon: 'error',
          title: t('commerce.transactions.cancelFailedTitle'),
          text: t('commerce.transactions.cancelFailed'),
        }),
      onSettled: () => setToCancel(null),
    });
  };

  const total = history.data?.meta.total ?? 0;
  const pages = Math.max(1, Math.ceil(total / BOOKING_HISTORY_LIMIT));

  return (
    <>
      <ProfileHeader title={t('commerce.transactions.title')} lead={t('commerce.transactions.lead')} />
      <div className="container-page space-y-5 py-6 sm:py-10">
        <TransactionFilters params={params} onStatus={(status) => update({ status })} onSearch={onSearch} />
        <h2 ref={listTop} className="sr-only">
          {t('commerce.transactions.listTitle')}
        </h2>
        <p className="text-sm font-medium text-ink-soft" aria-live="polite">
          {notice && <span className="mb-2 block font-semibold text-emerald-800">{notice}</span>}
          {history.data && countLabel(t, 'commerce.transactions.count', total)}
        </p>
        {history.isPending ? (
          <TransactionListSkeleton label={t('commerce.transactions.loading')} />
        ) : history.isError ? (
          <ErrorState onRetry={() => void history.refetch()} />
        ) : history.data.data.length === 0 ? (
          filtered ? (
            <EmptyState
              title={t('commerce.transactions.noMatch')}
              text={t('commerce.transactions.noMatchText')}
              action={
                <Button variant="secondary" onClick={() => update({ status: undefined, q: undefined })}>
                  {t('commerce.transactions.clearFilters')}
                </Button>
              }
            />
          ) : (
            <EmptyState
              title={t('commerce.transactions.empty')}
              text={t('commerce.transactions.emptyText')}
              action={<LinkButton to={paths.education}>{t('commerce.transactions.browse')}</LinkButton>}
            />
          )
        ) : (
          <ul className="space-y-3" aria-busy={history.isFetching || undefined}>
            {history.data.data.map((booking) => (
              <li key={booking.id}>
                <TransactionCard
                  booking={booking}
                  onCancel={setToCancel}
                  placed={booking.id === placedOrder}
                />
              </li>
            ))}
          </ul>
        )}
        <Pagination
          page={params.page}
          pages={pages}
          onChange={(page) => {
            update({ page });
            listTop.current?.scrollIntoView({ block: 'start' });
          }}
        />
      </div>
      <ConfirmDialog
        open={toCancel !== null}
        title={t('commerce.transactions.cancelTitle')}
        text={t('commerce.transactions.cancelText', {
          order: toCancel?.order_number ?? '',
          course: toCancel?.course.title ?? '',
        })}
        confirmText={t('commerce.transactions.cancelConfirm')}
        cancelText={t('commerce.transactions.cancelKeep')}
        busy={cancel.isPending}
        onConfirm={confirmCancel}
        onClose={() => setToCancel(null)}
      />
    </>
  );
}
