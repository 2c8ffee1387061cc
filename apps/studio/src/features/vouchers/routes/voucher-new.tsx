import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useRef, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { createVoucher, generateVouchers } from '@app/contract/vouchers/endpoints';
import type { VoucherBatch, VoucherBatchBody, VoucherBody } from '@app/contract/vouchers/schemas';
import { callData } from '@/shared/http/client';
import { useT } from '@/shared/i18n/i18n';
import { usePageTitle } from '@/shared/lib/use-page-title';
import { Alert } from '@/shared/ui/alert';
import { Button, LinkButton } from '@/shared/ui/button';
import { Icon, icons } from '@/shared/ui/icons';
import { useVoucherOptions, voucherKey, vouchersKey } from '../api/vouchers';
import { VoucherForm } from '../components/voucher-form';
import { codesCsv, formValuesOf } from '../lib/form-values';

/** /vouchers/new: one voucher with its code, or "Generate N codes" with a prefix. */
export function Component() {
  const t = useT();
  usePageTitle(t('voucher.newTitle'));
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const options = useVoucherOptions();
  const currency = options.data?.currency ?? 'IDR';
  const initial = useMemo(() => formValuesOf(null, currency), [currency]);
  const [batch, setBatch] = useState<VoucherBatch | null>(null);

  return (
    <div className="flex flex-col gap-6">
      <Header title={t('voucher.newTitle')} />
      {batch ? (
        <BatchCodes batch={batch} />
      ) : (
        <VoucherForm
          key={currency}
          initial={initial}
          options={options.data}
          allowBatch
          saveLabel={t('voucher.create')}
          onSave={async (body, mode) => {
            if (mode === 'batch') {
              const made = await callData(generateVouchers, { body: body as VoucherBatchBody });
              void queryClient.invalidateQueries({ queryKey: [...vouchersKey, 'list'] });
              setBatch(made);
              return;
            }
            const voucher = await callData(createVoucher, { body: body as VoucherBody });
            queryClient.setQueryData(voucherKey(voucher.id), voucher);
            void queryClient.invalidateQueries({ queryKey: [...vouchersKey, 'list'] });
            void navigate(`/vouchers/${voucher.id}`, { state: { created: true } });
          }}
        />
      )}
    </div>
  );
}

export function Header({ title }: { title: string }) {
  const t = useT();
  return (
    <div className="flex flex-col gap-2">
      <Link
        to="/vouchers"
        className="inline-flex w-fit items-center gap-1.5 rounded text-sm font-semibold text-brand-strong hover:underline"
      >
        <Icon path={icons.arrowLeft} size={16} />
        {t('voucher.back')}
      </Link>
      <h1 className="text-2xl font-bold tracking-tight break-all text-ink sm:text-3xl">{title}</h1>
    </div>
  );
}

/** The codes just generated: listed, and as a CSV file to download. */
function BatchCodes({ batch }: { batch: VoucherBatch }) {
  const t = useT();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  const href = useMemo(
    () => URL.createObjectURL(new Blob([codesCsv(batch.codes)], { type: 'text/csv;charset=utf-8' })),
    [batch.codes],
  );
  useEffect(() => () => URL.revokeObjectURL(href), [href]);
  return (
    <section className="card flex flex-col gap-4 p-4 sm:p-6" aria-labelledby="batch-heading">
      <h2 id="batch-heading" ref={heading} tabIndex={-1} className="text-lg font-bold text-ink outline-none">
        {t('voucher.batch.title', { count: batch.codes.length })}
      </h2>
      <Alert tone="success">{t('voucher.batch.lead')}</Alert>
      <div className="flex flex-wrap gap-2">
        <a
          href={href}
          download={`vouchers-${batch.batch_id.slice(0, 8)}.csv`}
          className="inline-flex min-h-11 items-center gap-2 rounded-xl bg-brand px-4 text-sm font-semibold text-on-brand shadow-sm hover:bg-brand-strong"
          data-testid="batch-csv"
        >
          {t('voucher.batch.csv')}
        </a>
        <LinkButton variant="secondary" to={`/vouchers?batch=${batch.batch_id}`}>
          {t('voucher.batch.list')}
        </LinkButton>
        <Button variant="ghost" onClick={() => void navigator.clipboard?.writeText(batch.codes.join('\n'))}>
          {t('voucher.batch.copy')}
        </Button>
      </div>
      <label htmlFor="batch-codes" className="text-sm font-semibold text-ink">
        {t('voucher.batch.codes')}
      </label>
      <textarea
        id="batch-codes"
        readOnly
        rows={Math.min(12, batch.codes.length)}
        value={batch.codes.join('\n')}
        className="control font-mono text-sm"
        data-testid="batch-codes"
      />
    </section>
  );
}
