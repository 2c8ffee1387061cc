import { useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useLocation, useParams } from 'react-router';
import { formatMinor } from '@app/contract/money';
import { activateVoucher, deactivateVoucher, updateVoucher } from '@app/contract/vouchers/endpoints';
import type { StudioVoucher, VoucherBody } from '@app/contract/vouchers/schemas';
import { ApiError, callData } from '@/shared/http/client';
import { errorText } from '@/shared/http/error-words';
import { useI18n, useT } from '@/shared/i18n/i18n';
import { count } from '@/shared/lib/format';
import { usePageTitle } from '@/shared/lib/use-page-title';
import { Alert } from '@/shared/ui/alert';
import { Button } from '@/shared/ui/button';
import { Skeleton } from '@/shared/ui/skeleton';
import { useVoucher, useVoucherOptions, voucherKey, vouchersKey } from '../api/vouchers';
import { VoucherForm } from '../components/voucher-form';
import { VoucherStateBadge } from '../components/voucher-state';
import { formValuesOf } from '../lib/form-values';
import { usesText } from '../lib/format';
import { Header } from './voucher-new';

/** /vouchers/:id: a voucher's uses and cost so far, its rules to change, and deactivating it. */
export function Component() {
  const t = useT();
  const id = Number(useParams().id);
  const voucher = useVoucher(id);
  const options = useVoucherOptions();
  usePageTitle(voucher.data ? t('voucher.editTitle', { code: voucher.data.code }) : t('vouchers.title'));
  if (voucher.error)
    return (
      <div className="flex flex-col gap-6">
        <Header title={t('vouchers.title')} />
        <Alert tone="error">
          {voucher.error instanceof ApiError && voucher.error.status === 404
            ? t('voucher.notFound')
            : errorText(t, voucher.error)}
        </Alert>
      </div>
    );
  if (!voucher.data || !options.data)
    return (
      <div className="flex flex-col gap-4" aria-busy="true">
        <Skeleton className="h-8 w-1/3 rounded" />
        <Skeleton className="h-40 w-full rounded-2xl" />
      </div>
    );
  return <Editor voucher={voucher.data} options={options.data} />;
}

function Editor({
  voucher,
  options,
}: {
  voucher: StudioVoucher;
  options: NonNullable<ReturnType<typeof useVoucherOptions>['data']>;
}) {
  const t = useT();
  const lang = useI18n((s) => s.locale);
  const queryClient = useQueryClient();
  const location = useLocation();
  const [notice, setNotice] = useState<string | null>(
    (location.state as { created?: boolean } | null)?.created ? t('voucher.created') : null,
  );
  const [toggleFailure, setToggleFailure] = useState<unknown>(null);
  const [toggling, setToggling] = useState(false);
  // The form starts again from what the server stored after each save.
  const initial = useMemo(() => formValuesOf(voucher, options.currency), [voucher, options.currency]);
  const stored = (next: StudioVoucher) => {
    queryClient.setQueryData(voucherKey(next.id), next);
    void queryClient.invalidateQueries({ queryKey: [...vouchersKey, 'list'] });
  };
  const toggle = async () => {
    setToggling(true);
    setToggleFailure(null);
    try {
      const call = voucher.active ? deactivateVoucher : activateVoucher;
      const next = await callData(call, { params: { id: voucher.id } });
      stored(next);
      setNotice(next.active ? t('voucher.activated') : t('voucher.deactivated'));
    } catch (error) {
      setToggleFailure(error);
    } finally {
      setToggling(false);
    }
  };

  return (
    <div className="flex flex-col gap-6">
      <Header title={voucher.code} />
      <section className="card flex flex-col gap-4 p-4 sm:p-6" aria-labelledby="voucher-usage-heading">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <h2 id="voucher-usage-heading" className="flex items-center gap-3 text-base font-bold text-ink">
            {t('voucher.usage')}
            <VoucherStateBadge state={voucher.state} />
          </h2>
          <Button
            variant={voucher.active ? 'danger' : 'secondary'}
            loading={toggling}
            onClick={() => void toggle()}
          >
            {voucher.active ? t('voucher.deactivate') : t('voucher.activate')}
          </Button>
        </div>
        <dl className="grid grid-cols-1 gap-4 sm:grid-cols-3">
          <div>
            <dt className="text-xs font-semibold text-ink-soft">{t('vouchers.uses')}</dt>
            <dd className="text-xl font-bold text-ink tabular-nums" data-testid="voucher-uses">
              {usesText(t, voucher, lang)}
            </dd>
            <dd className="text-xs text-ink-soft">{t('voucher.usesHint')}</dd>
          </div>
          <div>
            <dt className="text-xs font-semibold text-ink-soft">{t('voucher.paidOrders')}</dt>
            <dd className="text-xl font-bold text-ink tabular-nums" data-testid="voucher-paid">
              {count(voucher.paid_orders, lang)}
            </dd>
          </div>
          <div>
            <dt className="text-xs font-semibold text-ink-soft">{t('vouchers.cost')}</dt>
            <dd className="text-xl font-bold text-ink tabular-nums" data-testid="voucher-cost">
              {formatMinor(voucher.cost_minor, voucher.currency, lang)}
            </dd>
            <dd className="text-xs text-ink-soft">{t('voucher.costHint')}</dd>
          </div>
        </dl>
        {voucher.active ? (
          <p className="text-sm text-ink-soft">{t('voucher.deactivateHint')}</p>
        ) : (
          <p className="text-sm text-ink-soft">{t('voucher.inactiveHint')}</p>
        )}
        {toggleFailure !== null && <Alert tone="error">{errorText(t, toggleFailure)}</Alert>}
      </section>
      <VoucherForm
        key={voucher.updated_at}
        initial={initial}
        options={options}
        allowBatch={false}
        saveLabel={t('voucher.save')}
        notices={notice && <Alert tone="success">{notice}</Alert>}
        onSave={async (body) => {
          setNotice(null);
          const next = await callData(updateVoucher, {
            params: { id: voucher.id },
            body: body as VoucherBody,
          });
          stored(next);
          setNotice(t('voucher.saved'));
        }}
      />
    </div>
  );
}
