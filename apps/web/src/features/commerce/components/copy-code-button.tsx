import { useEffect, useState } from 'react';
import { useT } from '@/shared/i18n/i18n';
import { cx } from '@/shared/lib/cx';
import { check, Icon } from '@/shared/ui/icons';
import { copy } from '../lib/icons';

/** How long "Copied" shows before the button reads "Copy code" again. */
export const COPIED_MS = 2000;

/** Copies a voucher code to the clipboard and says so (aloud too: the state is announced). */
export function CopyCodeButton({ code }: { code: string }) {
  const t = useT();
  const [state, setState] = useState<'idle' | 'copied' | 'failed'>('idle');
  useEffect(() => {
    if (state === 'idle') return;
    const timer = setTimeout(() => setState('idle'), COPIED_MS);
    return () => clearTimeout(timer);
  }, [state]);

  const onCopy = async () => {
    try {
      await navigator.clipboard.writeText(code);
      setState('copied');
    } catch {
      setState('failed');
    }
  };
  return (
    <span className="inline-flex items-center gap-2">
      <button
        type="button"
        onClick={() => void onCopy()}
        className={cx(
          'inline-flex min-h-9 items-center gap-1.5 rounded-lg border px-3 text-sm font-semibold transition-colors',
          state === 'copied'
            ? 'border-emerald-600 bg-emerald-50 text-emerald-800'
            : 'border-brand bg-white text-brand hover:bg-brand-soft',
        )}
      >
        <Icon path={state === 'copied' ? check : copy} size={16} />
        {state === 'copied' ? t('commerce.voucher.copied') : t('commerce.voucher.copy')}
        <span className="sr-only"> {code}</span>
      </button>
      <span role="status" className={state === 'failed' ? 'text-xs text-red-700' : 'sr-only'}>
        {state === 'copied'
          ? t('commerce.voucher.copiedStatus', { code })
          : state === 'failed'
            ? t('commerce.voucher.copyFailed')
            : ''}
      </span>
    </span>
  );
}
