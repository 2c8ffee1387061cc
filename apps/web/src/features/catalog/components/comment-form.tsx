import { useId, useState, type FormEvent } from 'react';
import { formatNumber } from '@/shared/i18n/format';
import { useT } from '@/shared/i18n/i18n';
import { cx } from '@/shared/lib/cx';
import { TextAreaField } from '@/shared/forms/form-field';
import { showAlert } from '@/shared/ui/alert';
import { Button } from '@/shared/ui/button';
import { useAddComment } from '../api/add-comment';
import { COMMENT_MAX_LENGTH } from '@app/contract/catalog/constants';

/**
 * Posting a comment: 1 to 2000 characters (counted after trimming), with a counter. A failure shows
 * the spec's alert (§8) and keeps the text so nothing typed is lost.
 */
export function CommentForm({ courseId, onPosted }: { courseId: number; onPosted?: () => void }) {
  const t = useT();
  const countId = useId();
  const [text, setText] = useState('');
  const [posted, setPosted] = useState(false);
  const mutation = useAddComment(courseId);
  const length = text.trim().length;
  const tooLong = length > COMMENT_MAX_LENGTH;
  const canPost = length > 0 && !tooLong && !mutation.isPending;

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!canPost) return;
    setPosted(false);
    mutation.mutate(text.trim(), {
      onSuccess: () => {
        setText('');
        setPosted(true);
        onPosted?.();
      },
      // product §8: post comment failure.
      onError: () => void showAlert({ title: t('catalog.comments.failed'), icon: 'error' }),
    });
  };

  return (
    <form onSubmit={submit} className="rounded-[var(--radius-card)] border border-line bg-white p-4 sm:p-5">
      <TextAreaField
        label={t('catalog.comments.add')}
        value={text}
        onChange={(e) => {
          setText(e.target.value);
          setPosted(false);
        }}
        placeholder={t('catalog.comments.placeholder')}
        error={tooLong ? t('catalog.comments.tooLong', { max: formatNumber(COMMENT_MAX_LENGTH) }) : undefined}
        announce
        aria-describedby={countId}
      />
      <div className="mt-2 flex flex-wrap items-center justify-between gap-3">
        <p
          id={countId}
          className={cx('text-sm tabular-nums', tooLong ? 'font-bold text-red-700' : 'text-ink-soft')}
        >
          {t('catalog.comments.counter', {
            count: formatNumber(length),
            max: formatNumber(COMMENT_MAX_LENGTH),
          })}
        </p>
        <Button type="submit" disabled={!canPost} loading={mutation.isPending}>
          {t('catalog.comments.post')}
        </Button>
      </div>
      <p role="status" className="text-sm font-medium text-emerald-800 empty:hidden">
        {posted ? t('catalog.comments.posted') : ''}
      </p>
    </form>
  );
}
