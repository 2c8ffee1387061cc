import type { ReactNode } from 'react';
import { useT } from '@/shared/i18n/i18n';
import { Button } from '@/shared/ui/button';
import { Icon } from '@/shared/ui/icons';
import { pencil, trash } from '../lib/icons';

/** One entry of a list: dates on the side, what and where, the description as text, and actions. */
export function EntryCard({
  period,
  title,
  details,
  description,
  badge,
  actions,
  muted = false,
}: {
  period: string;
  title: string;
  details: string;
  description: string;
  badge?: ReactNode;
  actions: ReactNode;
  muted?: boolean;
}) {
  return (
    <li className="grid gap-2 border-t border-line py-4 first:border-t-0 first:pt-0 sm:grid-cols-[9.5rem_1fr] sm:gap-5">
      <p className="text-sm font-medium text-ink-soft sm:pt-0.5 sm:text-right">{period}</p>
      <div className={muted ? 'min-w-0 opacity-70' : 'min-w-0'}>
        <div className="flex flex-wrap items-center gap-2">
          <h3 className="font-bold break-words">{title}</h3>
          {badge}
        </div>
        {details && <p className="text-sm break-words text-ink-soft">{details}</p>}
        {/* Whatever the learner typed is text: React escapes it, line breaks are kept. */}
        {description && <p className="mt-2 text-sm break-words whitespace-pre-line">{description}</p>}
        <div className="mt-3 flex flex-wrap gap-2">{actions}</div>
      </div>
    </li>
  );
}

/** Edit and Delete, named for the entry they act on ("Edit: S1 Statistika, ITS"), so they tell apart when read out. */
export function EntryActions({
  name,
  onEdit,
  onDelete,
  editId,
}: {
  name: string;
  onEdit: () => void;
  onDelete: () => void;
  /** Focus comes back here when the entry's form closes. */
  editId: string;
}) {
  const t = useT();
  return (
    <>
      <Button
        id={editId}
        variant="secondary"
        size="sm"
        onClick={onEdit}
        aria-label={`${t('cv.entry.edit')}: ${name}`}
      >
        <Icon path={pencil} size={16} />
        {t('cv.entry.edit')}
      </Button>
      <Button
        variant="ghost"
        size="sm"
        onClick={onDelete}
        aria-label={`${t('cv.entry.delete')}: ${name}`}
        className="text-red-700 hover:bg-red-50"
      >
        <Icon path={trash} size={16} />
        {t('cv.entry.delete')}
      </Button>
    </>
  );
}
