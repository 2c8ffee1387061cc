import { useId, useState } from 'react';
import { useT, type MessageKey } from '@/shared/i18n/i18n';
import { cx } from '@/shared/lib/cx';
import { Button } from '@/shared/ui/button';
import { Icon, star } from '@/shared/ui/icons';
import { useUpdateRating } from '../api/update-rating';
import { countLabel } from '../lib/format';

const wordFor: Record<number, MessageKey> = {
  1: 'catalog.rate.word1',
  2: 'catalog.rate.word2',
  3: 'catalog.rate.word3',
  4: 'catalog.rate.word4',
  5: 'catalog.rate.word5',
};

/**
 * The owner's rating of the course, 1 to 5 stars (product §7 update-rating). Stars are radio buttons,
 * so arrows move between them; saving is a separate step so browsing with arrows sends nothing.
 */
export function RateCourse({ courseId, myRating }: { courseId: number; myRating: number | null }) {
  const t = useT();
  const name = useId();
  const [draft, setDraft] = useState<number | null>(null);
  const [hover, setHover] = useState(0);
  const mutation = useUpdateRating(courseId);
  const selected = draft ?? myRating ?? 0;
  const shown = hover || selected;
  const changed = selected > 0 && selected !== myRating;

  return (
    <form
      className="rounded-[var(--radius-card)] border border-line bg-surface p-5"
      onSubmit={(e) => {
        e.preventDefault();
        if (changed) mutation.mutate(selected, { onSuccess: () => setDraft(null) });
      }}
    >
      <fieldset>
        <legend className="font-bold">{myRating ? t('catalog.rate.change') : t('catalog.rate.title')}</legend>
        <div className="mt-2 flex flex-wrap items-center gap-3">
          {/* A radio group: arrows move between the stars (keyboard), hovering previews them. */}
          <div className="flex" onMouseLeave={() => setHover(0)}>
            {[1, 2, 3, 4, 5].map((n) => (
              <label
                key={n}
                onMouseEnter={() => setHover(n)}
                className="cursor-pointer rounded-md p-0.5 has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-brand"
              >
                <input
                  type="radio"
                  name={name}
                  value={n}
                  checked={selected === n}
                  onChange={() => {
                    setDraft(n);
                    mutation.reset();
                  }}
                  className="sr-only"
                />
                <Icon
                  path={star}
                  filled
                  size={32}
                  className={cx('transition-colors', n <= shown ? 'text-amber-500' : 'text-slate-300')}
                />
                <span className="sr-only">{countLabel(t, 'catalog.rate.stars', n)}</span>
              </label>
            ))}
          </div>
          <span className="min-w-24 text-sm font-semibold text-ink-soft" aria-hidden>
            {shown > 0 && t(wordFor[shown]!)}
          </span>
        </div>
      </fieldset>
      <div className="mt-3 flex flex-wrap items-center gap-3">
        <Button type="submit" size="sm" disabled={!changed} loading={mutation.isPending}>
          {t('catalog.rate.save')}
        </Button>
        <p role="status" className="text-sm font-medium">
          {mutation.isSuccess && <span className="text-emerald-800">{t('catalog.rate.saved')}</span>}
        </p>
        {mutation.isError && (
          <p role="alert" className="text-sm font-medium text-red-700">
            {t('catalog.rate.failed')}
          </p>
        )}
      </div>
    </form>
  );
}
