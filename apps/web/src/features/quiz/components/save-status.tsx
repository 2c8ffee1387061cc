import { useT } from '@/shared/i18n/i18n';
import { cx } from '@/shared/lib/cx';
import type { SaveStatus } from '../hooks/use-answers';

/** Whether the answers are on the server. Only a failure is announced; saving is too frequent. */
export function SaveStatusText({ status }: { status: SaveStatus }) {
  const t = useT();
  return (
    <>
      <p
        aria-hidden
        className={cx(
          'text-xs font-medium sm:text-sm',
          status === 'failed' ? 'text-red-800' : 'text-ink-soft',
        )}
      >
        {status === 'saving'
          ? t('quiz.saving')
          : status === 'failed'
            ? t('quiz.saveFailed')
            : t('quiz.saved')}
      </p>
      <p role="alert" className="sr-only">
        {status === 'failed' ? t('quiz.saveFailed') : ''}
      </p>
    </>
  );
}
