import { useId, useState } from 'react';
import { workExperienceBody, type WorkExperience } from '@app/contract/cv/schemas';
import { TextField } from '@/shared/forms/form-field';
import { useT } from '@/shared/i18n/i18n';
import { Button } from '@/shared/ui/button';
import { ConfirmDialog } from '@/shared/ui/confirm-dialog';
import { Icon } from '@/shared/ui/icons';
import { EmptyState, ErrorState } from '@/shared/ui/states';
import { useDeleteWorkExperience } from '../api/delete-work-experience';
import { useWorkExperiences } from '../api/get-work-experiences';
import { useSaveWorkExperience } from '../api/save-work-experience';
import { focusLater } from '../lib/focus';
import { formatPeriod } from '../lib/format';
import { plus } from '../lib/icons';
import { EntryActions, EntryCard } from './entry-card';
import { CvEntryForm, ListSkeleton, SectionStatus, type EntryFieldsProps } from './entry-form';
import { SectionCard } from './section-card';

interface Values {
  name: string;
  position: string;
  city: string;
  from: string;
  to: string | null;
  on_going: boolean;
  description: string;
}

const EMPTY: Values = {
  name: '',
  position: '',
  city: '',
  from: '',
  to: '',
  on_going: false,
  description: '',
};
const valuesOf = (w: WorkExperience): Values => ({ ...w, to: w.to ?? '' });

/** The fields of a job: title, employer and city. */
function WorkFields({ form: { register }, error }: EntryFieldsProps<Values>) {
  const t = useT();
  return (
    <>
      <TextField
        label={t('cv.field.jobTitle')}
        autoFocus
        error={error('position')}
        {...register('position')}
      />
      <TextField label={t('cv.field.employer')} error={error('name')} {...register('name')} />
      <TextField
        label={t('cv.field.city')}
        optional
        className="sm:col-span-2"
        error={error('city')}
        {...register('city')}
      />
    </>
  );
}

function WorkForm({
  entry,
  onClose,
  onDirty,
}: {
  entry: WorkExperience | null;
  onClose: (saved: WorkExperience | null) => void;
  onDirty: (dirty: boolean) => void;
}) {
  const t = useT();
  const save = useSaveWorkExperience();
  return (
    <CvEntryForm
      title={entry ? t('cv.work.editTitle') : t('cv.work.addTitle')}
      schema={workExperienceBody}
      empty={EMPTY}
      values={entry ? valuesOf(entry) : EMPTY}
      save={(body) => save.mutateAsync({ body, id: entry?.id ?? null })}
      onClose={onClose}
      onDirty={onDirty}
      ongoingLabel={t('cv.work.ongoing')}
      description={{ rows: 4, hint: t('cv.work.descriptionHint') }}
      Fields={WorkFields}
    />
  );
}

/** Work experience (spec §3): the list newest first, each editable in place, added and deleted here. */
export function WorkSection({ onDirty }: { onDirty: (dirty: boolean) => void }) {
  const t = useT();
  const list = useWorkExperiences();
  const remove = useDeleteWorkExperience();
  const [open, setOpen] = useState<number | 'new' | null>(null);
  const [toDelete, setToDelete] = useState<WorkExperience | null>(null);
  const [status, setStatus] = useState('');
  const addId = useId();
  const editId = (id: number) => `${addId}-edit-${id}`;

  const close = (saved: WorkExperience | null, from: number | 'new') => {
    setOpen(null);
    if (saved) setStatus(t('cv.work.saved'));
    focusLater(saved ? editId(saved.id) : from === 'new' ? addId : editId(from));
  };
  const confirmDelete = () => {
    if (!toDelete) return;
    remove.mutate(toDelete.id, {
      onSuccess: () => setStatus(t('cv.work.deleted')),
      onError: () => setStatus(t('cv.deleteFailed')),
      onSettled: () => {
        setToDelete(null);
        focusLater(addId);
      },
    });
  };

  const entries = list.data ?? [];
  return (
    <SectionCard
      title={t('cv.work.title')}
      lead={t('cv.work.lead')}
      action={
        entries.length > 0 && open !== 'new' ? (
          <Button id={addId} variant="secondary" size="sm" onClick={() => setOpen('new')}>
            <Icon path={plus} size={16} />
            {t('cv.work.add')}
          </Button>
        ) : undefined
      }
    >
      <SectionStatus text={status} />
      {open === 'new' && <WorkForm entry={null} onClose={(saved) => close(saved, 'new')} onDirty={onDirty} />}
      {list.isPending ? (
        <ListSkeleton label={t('cv.loading')} />
      ) : list.isError ? (
        <ErrorState onRetry={() => void list.refetch()} />
      ) : entries.length === 0 ? (
        open !== 'new' && (
          <EmptyState
            title={t('cv.work.empty')}
            text={t('cv.work.emptyText')}
            action={
              <Button id={addId} onClick={() => setOpen('new')}>
                <Icon path={plus} size={16} />
                {t('cv.work.addFirst')}
              </Button>
            }
          />
        )
      ) : (
        <ul className="mt-2">
          {entries.map((entry) =>
            open === entry.id ? (
              <li key={entry.id} className="border-t border-line py-4 first:border-t-0 first:pt-0">
                <WorkForm entry={entry} onClose={(saved) => close(saved, entry.id)} onDirty={onDirty} />
              </li>
            ) : (
              <EntryCard
                key={entry.id}
                period={formatPeriod(entry.from, entry.to, t('cv.present'))}
                title={entry.position}
                details={[entry.name, entry.city].filter(Boolean).join(', ')}
                description={entry.description}
                actions={
                  <EntryActions
                    name={`${entry.position}, ${entry.name}`}
                    editId={editId(entry.id)}
                    onEdit={() => setOpen(entry.id)}
                    onDelete={() => setToDelete(entry)}
                  />
                }
              />
            ),
          )}
        </ul>
      )}
      <ConfirmDialog
        open={toDelete !== null}
        title={t('cv.work.deleteTitle')}
        text={toDelete ? t('cv.deleteText', { name: `${toDelete.position}, ${toDelete.name}` }) : ''}
        confirmText={t('cv.entry.delete')}
        cancelText={t('cv.keep')}
        busy={remove.isPending}
        onConfirm={confirmDelete}
        onClose={() => setToDelete(null)}
      />
    </SectionCard>
  );
}
