import { useId, useState } from 'react';
import { useWatch } from 'react-hook-form';
import { educationTrainingBody, type EducationTraining } from '@app/contract/cv/schemas';
import { SelectField, TextField } from '@/shared/forms/form-field';
import { useT } from '@/shared/i18n/i18n';
import { Button } from '@/shared/ui/button';
import { ConfirmDialog } from '@/shared/ui/confirm-dialog';
import { externalLink, Icon } from '@/shared/ui/icons';
import { EmptyState, ErrorState } from '@/shared/ui/states';
import { useDeleteEducationTraining } from '../api/delete-education-training';
import { useEducationsTrainings } from '../api/get-educations-trainings';
import { useSaveEducationTraining } from '../api/save-education-training';
import { useSetVerifiedTrainingHidden } from '../api/set-verified-training-hidden';
import { focusLater } from '../lib/focus';
import { formatPeriod } from '../lib/format';
import { badgeCheck, eye, eyeOff, plus } from '../lib/icons';
import { EntryActions, EntryCard } from './entry-card';
import { CvEntryForm, ListSkeleton, SectionStatus, type EntryFieldsProps } from './entry-form';
import { SectionCard } from './section-card';

interface Values {
  type: 'education' | 'training';
  name: string;
  qualification: string;
  department: string;
  location: string;
  from: string;
  to: string | null;
  on_going: boolean;
  description: string;
}

const EMPTY: Values = {
  type: 'education',
  name: '',
  qualification: '',
  department: '',
  location: '',
  from: '',
  to: '',
  on_going: false,
  description: '',
};
const valuesOf = (e: EducationTraining): Values => ({
  type: e.type,
  name: e.name,
  qualification: e.qualification,
  department: e.department,
  location: e.location,
  from: e.from,
  to: e.to ?? '',
  on_going: e.on_going,
  description: e.description,
});

/** The fields of a qualification or a training: its kind, name, institution and where. */
function EducationFields({ form: { register, control }, error }: EntryFieldsProps<Values>) {
  const t = useT();
  const training = useWatch({ control, name: 'type' }) === 'training';
  return (
    <>
      <SelectField label={t('cv.field.type')} autoFocus error={error('type')} {...register('type')}>
        <option value="education">{t('cv.type.education')}</option>
        <option value="training">{t('cv.type.training')}</option>
      </SelectField>
      <TextField
        label={training ? t('cv.field.training') : t('cv.field.qualification')}
        hint={training ? t('cv.field.trainingHint') : t('cv.field.qualificationHint')}
        error={error('qualification')}
        {...register('qualification')}
      />
      <TextField
        label={training ? t('cv.field.provider') : t('cv.field.institution')}
        error={error('name')}
        {...register('name')}
      />
      <TextField
        label={t('cv.field.department')}
        optional
        error={error('department')}
        {...register('department')}
      />
      <TextField
        label={t('cv.field.location')}
        optional
        className="sm:col-span-2"
        error={error('location')}
        {...register('location')}
      />
    </>
  );
}

function EducationForm({
  entry,
  onClose,
  onDirty,
}: {
  entry: EducationTraining | null;
  onClose: (saved: EducationTraining | null) => void;
  onDirty: (dirty: boolean) => void;
}) {
  const t = useT();
  const save = useSaveEducationTraining();
  return (
    <CvEntryForm
      title={entry ? t('cv.education.editTitle') : t('cv.education.addTitle')}
      schema={educationTrainingBody}
      empty={EMPTY}
      values={entry ? valuesOf(entry) : EMPTY}
      save={(body) => save.mutateAsync({ body, id: entry?.id ?? null })}
      onClose={onClose}
      onDirty={onDirty}
      ongoingLabel={t('cv.education.ongoing')}
      description={{ rows: 3 }}
      Fields={EducationFields}
    />
  );
}

/** A course completed here: a badge, its certificate and link, and only Hide or Show (product §18). */
function VerifiedActions({
  entry,
  onChanged,
}: {
  entry: EducationTraining;
  onChanged: (text: string) => void;
}) {
  const t = useT();
  const toggle = useSetVerifiedTrainingHidden();
  const certificate = entry.certificate!;
  const onToggle = () =>
    toggle.mutate(
      { code: certificate.code, hidden: !entry.hidden },
      {
        onSuccess: (result) =>
          onChanged(result.hidden ? t('cv.verified.hiddenNow') : t('cv.verified.shownNow')),
        onError: () => onChanged(t('cv.saveFailed')),
      },
    );
  return (
    <>
      <a
        href={certificate.verification_url}
        target="_blank"
        rel="noopener noreferrer"
        className="inline-flex min-h-9 items-center gap-1.5 rounded-xl px-3 text-sm font-semibold text-brand underline-offset-2 hover:underline focus-visible:outline-3 focus-visible:outline-brand"
      >
        <Icon path={externalLink} size={16} />
        {t('cv.verified.check')}
        <span className="sr-only">
          {' '}
          {certificate.code} {t('cv.newTab')}
        </span>
      </a>
      <Button
        variant="secondary"
        size="sm"
        loading={toggle.isPending}
        onClick={onToggle}
        aria-label={`${entry.hidden ? t('cv.verified.show') : t('cv.verified.hide')}: ${entry.qualification}`}
      >
        {!toggle.isPending && <Icon path={entry.hidden ? eye : eyeOff} size={16} />}
        {entry.hidden ? t('cv.verified.show') : t('cv.verified.hide')}
      </Button>
    </>
  );
}

/** A course completed here: a certificate, shown with its badge and never edited; it can be hidden. */
function VerifiedTrainingCard(props: {
  entry: EducationTraining;
  certificate: NonNullable<EducationTraining['certificate']>;
  period: string;
  onChanged: (status: string) => void;
}) {
  const { entry, certificate, period, onChanged } = props;
  const t = useT();
  return (
    <EntryCard
      muted={entry.hidden}
      period={period}
      title={entry.qualification}
      details={`${entry.name} · ${t('cv.verified.certificate', { code: certificate.code })} · ${t('cv.verified.mentor', { name: certificate.mentor_name })}`}
      description={entry.hidden ? t('cv.verified.hiddenText') : ''}
      badge={
        <span className="inline-flex items-center gap-1 rounded-full bg-emerald-50 px-2 py-0.5 text-xs font-bold text-emerald-800 ring-1 ring-emerald-200">
          <Icon path={badgeCheck} size={14} />
          {t('cv.verified.badge')}
        </span>
      }
      actions={<VerifiedActions entry={entry} onChanged={onChanged} />}
    />
  );
}

/**
 * Education and training (spec §3): the learner's own entries, editable in place, and the
 * courses completed here as verified training (hidden or shown, never edited).
 */
export function EducationSection({ onDirty }: { onDirty: (dirty: boolean) => void }) {
  const t = useT();
  const list = useEducationsTrainings();
  const remove = useDeleteEducationTraining();
  const [open, setOpen] = useState<number | 'new' | null>(null);
  const [toDelete, setToDelete] = useState<EducationTraining | null>(null);
  const [status, setStatus] = useState('');
  const addId = useId();
  const editId = (id: number) => `${addId}-edit-${id}`;

  const close = (saved: EducationTraining | null, from: number | 'new') => {
    setOpen(null);
    if (saved) setStatus(t('cv.education.saved'));
    focusLater(saved?.id ? editId(saved.id) : from === 'new' ? addId : editId(from));
  };
  const confirmDelete = () => {
    if (toDelete?.id == null) return;
    remove.mutate(toDelete.id, {
      onSuccess: () => setStatus(t('cv.education.deleted')),
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
      title={t('cv.education.title')}
      lead={t('cv.education.lead')}
      action={
        entries.length > 0 && open !== 'new' ? (
          <Button id={addId} variant="secondary" size="sm" onClick={() => setOpen('new')}>
            <Icon path={plus} size={16} />
            {t('cv.education.add')}
          </Button>
        ) : undefined
      }
    >
      <SectionStatus text={status} />
      {open === 'new' && (
        <EducationForm entry={null} onClose={(saved) => close(saved, 'new')} onDirty={onDirty} />
      )}
      {list.isPending ? (
        <ListSkeleton label={t('cv.loading')} />
      ) : list.isError ? (
        <ErrorState onRetry={() => void list.refetch()} />
      ) : entries.length === 0 ? (
        open !== 'new' && (
          <EmptyState
            title={t('cv.education.empty')}
            text={t('cv.education.emptyText')}
            action={
              <Button id={addId} onClick={() => setOpen('new')}>
                <Icon path={plus} size={16} />
                {t('cv.education.addFirst')}
              </Button>
            }
          />
        )
      ) : (
        <ul className="mt-2">
          {entries.map((entry) => {
            const period = formatPeriod(entry.from, entry.to, t('cv.present'));
            if (entry.verified && entry.certificate)
              return (
                <VerifiedTrainingCard
                  key={entry.certificate.code}
                  entry={entry}
                  certificate={entry.certificate}
                  period={period}
                  onChanged={setStatus}
                />
              );
            const id = entry.id!;
            return open === id ? (
              <li key={id} className="border-t border-line py-4 first:border-t-0 first:pt-0">
                <EducationForm entry={entry} onClose={(saved) => close(saved, id)} onDirty={onDirty} />
              </li>
            ) : (
              <EntryCard
                key={id}
                period={period}
                title={entry.qualification}
                details={[
                  `${entry.name} · ${entry.type === 'training' ? t('cv.type.training') : t('cv.type.education')}`,
                  entry.department,
                  entry.location,
                ]
                  .filter(Boolean)
                  .join(', ')}
                description={entry.description}
                actions={
                  <EntryActions
                    name={`${entry.qualification}, ${entry.name}`}
                    editId={editId(id)}
                    onEdit={() => setOpen(id)}
                    onDelete={() => setToDelete(entry)}
                  />
                }
              />
            );
          })}
        </ul>
      )}
      <ConfirmDialog
        open={toDelete !== null}
        title={t('cv.education.deleteTitle')}
        text={toDelete ? t('cv.deleteText', { name: `${toDelete.qualification}, ${toDelete.name}` }) : ''}
        confirmText={t('cv.entry.delete')}
        cancelText={t('cv.keep')}
        busy={remove.isPending}
        onConfirm={confirmDelete}
        onClose={() => setToDelete(null)}
      />
    </SectionCard>
  );
}
