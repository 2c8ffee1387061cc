import { useState } from 'react';
import type { Comment } from '@app/contract/catalog/schemas';
import { formatDate, formatNumber } from '@/shared/i18n/format';
import { intlLocale, useI18n, useT } from '@/shared/i18n/i18n';
import { cx } from '@/shared/lib/cx';
import { Icon } from '@/shared/ui/icons';
import { Pagination } from '@/shared/ui/pagination';
import { Skeleton } from '@/shared/ui/skeleton';
import { ErrorState } from '@/shared/ui/states';
import { useComments } from '../api/get-comments';
import { useToggleLike } from '../hooks/use-toggle-like';
import { heart } from '../lib/catalog-icons';
import { COMMENT_PAGE_SIZE } from '@app/contract/catalog/constants';
import { CommentForm } from './comment-form';

const initials = (name: string) =>
  name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((part) => part[0]!.toUpperCase())
    .join('');

function CommentItem({ comment, courseId }: { comment: Comment; courseId: number }) {
  const t = useT();
  const locale = intlLocale(useI18n((s) => s.locale));
  const toggle = useToggleLike(courseId);
  return (
    <li className="flex gap-3 py-5">
      {comment.user.photo ? (
        <img
          src={comment.user.photo}
          alt=""
          width={40}
          height={40}
          loading="lazy"
          className="size-10 shrink-0 rounded-full bg-brand-soft object-cover"
        />
      ) : (
        <span
          aria-hidden
          className="flex size-10 shrink-0 items-center justify-center rounded-full bg-brand-soft text-sm font-bold text-brand-strong"
        >
          {initials(comment.user.full_name)}
        </span>
      )}
      <article className="min-w-0 flex-1">
        <header className="flex flex-wrap items-baseline gap-x-2">
          <h3 className="font-bold">{comment.user.full_name}</h3>
          <time dateTime={comment.created_at} className="text-xs text-ink-soft">
            {formatDate(comment.created_at, locale)}
          </time>
        </header>
        {/* Comments are text, never HTML: React escapes it; line breaks are kept. */}
        <p className="mt-1 leading-relaxed break-words whitespace-pre-line text-ink">{comment.comments}</p>
        <button
          type="button"
          aria-pressed={comment.liked_by_me}
          onClick={() => toggle.mutate({ commentId: comment.id, liked: comment.liked_by_me })}
          className={cx(
            'mt-2 inline-flex h-9 items-center gap-1.5 rounded-full border px-3 text-sm font-semibold transition-colors',
            comment.liked_by_me
              ? 'border-rose-200 bg-rose-50 text-rose-700'
              : 'border-line bg-white text-ink-soft hover:bg-brand-soft hover:text-ink',
          )}
        >
          <Icon path={heart} size={16} filled={comment.liked_by_me} />
          <span>{t('catalog.comments.like')}</span>
          <span className="tabular-nums">{formatNumber(comment.likes_count, locale)}</span>
        </button>
      </article>
    </li>
  );
}

/** product §7 get-comment: the course's discussion, newest first, with the form to join it. */
export function CommentsSection({ courseId }: { courseId: number }) {
  const t = useT();
  const [page, setPage] = useState(1);
  const { data, isPending, isError, isPlaceholderData, refetch } = useComments(courseId, page);
  const total = data?.meta.total ?? 0;
  const pages = Math.max(1, Math.ceil(total / (data?.meta.limit || COMMENT_PAGE_SIZE)));

  return (
    <div className="space-y-4">
      <CommentForm courseId={courseId} onPosted={() => setPage(1)} />
      {isPending ? (
        <div role="status" aria-label={t('catalog.comments.loading')} className="space-y-5 py-4">
          {Array.from({ length: 3 }, (_, i) => (
            <div key={i} className="flex gap-3">
              <Skeleton className="size-10 rounded-full" />
              <div className="flex-1 space-y-2">
                <Skeleton className="h-4 w-40" />
                <Skeleton className="h-3 w-full" />
                <Skeleton className="h-3 w-2/3" />
              </div>
            </div>
          ))}
        </div>
      ) : isError ? (
        <ErrorState onRetry={() => void refetch()} />
      ) : data.data.length === 0 ? (
        <p className="rounded-xl bg-white px-5 py-8 text-center text-ink-soft">
          {t('catalog.comments.empty')}
        </p>
      ) : (
        <>
          <ul
            aria-busy={isPlaceholderData || undefined}
            className={cx('divide-y divide-line', isPlaceholderData && 'opacity-60')}
          >
            {data.data.map((comment) => (
              <CommentItem key={comment.id} comment={comment} courseId={courseId} />
            ))}
          </ul>
          <Pagination page={Math.min(page, pages)} pages={pages} onChange={setPage} />
        </>
      )}
    </div>
  );
}
