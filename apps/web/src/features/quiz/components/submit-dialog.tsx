import { useT } from '@/shared/i18n/i18n';
import { ConfirmDialog } from '@/shared/ui/confirm-dialog';

/**
 * The question before submitting (focus stays inside, Escape keeps answering): it says how many
 * questions are still unanswered.
 */
export function SubmitDialog({
  open,
  unanswered,
  busy,
  error,
  onConfirm,
  onClose,
}: {
  open: boolean;
  unanswered: number;
  busy: boolean;
  error: string;
  onConfirm: () => void;
  onClose: () => void;
}) {
  const t = useT();
  return (
    <ConfirmDialog
      open={open}
      title={t('quiz.submit.title')}
      text={
        unanswered === 0
          ? t('quiz.submit.allAnswered')
          : t(unanswered === 1 ? 'quiz.submit.unanswered.one' : 'quiz.submit.unanswered.other', {
              count: unanswered,
            })
      }
      confirmText={t('quiz.submit.confirm')}
      cancelText={t('quiz.submit.keep')}
      busy={busy}
      error={error || undefined}
      tone="primary"
      onConfirm={onConfirm}
      onClose={onClose}
    />
  );
}
