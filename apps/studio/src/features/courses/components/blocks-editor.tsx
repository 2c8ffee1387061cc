import { useFieldArray, useFormContext } from 'react-hook-form';
import type { Locale } from '@app/contract/envelope';
import { fieldText } from '@/shared/http/error-words';
import { useT } from '@/shared/i18n/i18n';
import { Button } from '@/shared/ui/button';
import { Icon, icons } from '@/shared/ui/icons';
import { fieldId, type CourseFormValues, type FormBlock } from '../lib/form-values';

const KINDS: FormBlock['type'][] = ['p', 'h2', 'ul'];

/**
 * A course description in one language as the course page renders it (content blocks):
 * paragraphs, headings and bulleted lists, each added, edited, moved and removed by keyboard.
 */
export function BlocksEditor({ lang }: { lang: Locale }) {
  const t = useT();
  const { control, register, formState } = useFormContext<CourseFormValues>();
  const { fields, append, move, remove } = useFieldArray({ control, name: `description.${lang}` });
  const errors = formState.errors.description?.[lang];
  return (
    <div className="flex flex-col gap-3" id={fieldId(`description.${lang}`)} tabIndex={-1}>
      {fields.length === 0 && (
        <p className="rounded-xl border border-dashed border-line px-4 py-6 text-center text-sm text-ink-soft">
          {t('blocks.empty')}
        </p>
      )}
      <ol className="flex flex-col gap-3">
        {fields.map((block, index) => {
          const name = `description.${lang}.${index}.text` as const;
          const id = fieldId(name);
          const kind = t(`blocks.${block.type}`);
          const error = errors?.[index]?.text?.message;
          return (
            <li key={block.id} className="rounded-xl border border-line bg-surface/60 p-3">
              <div className="mb-2 flex flex-wrap items-center justify-between gap-2">
                <label htmlFor={id} className="text-xs font-bold tracking-wide text-ink-soft uppercase">
                  {t('blocks.label', { kind, n: index + 1 })}
                </label>
                <div className="flex gap-1">
                  <IconButton
                    label={`${t('blocks.up')}: ${kind} ${index + 1}`}
                    icon={icons.up}
                    disabled={index === 0}
                    onClick={() => move(index, index - 1)}
                  />
                  <IconButton
                    label={`${t('blocks.down')}: ${kind} ${index + 1}`}
                    icon={icons.down}
                    disabled={index === fields.length - 1}
                    onClick={() => move(index, index + 1)}
                  />
                  <IconButton
                    label={`${t('blocks.remove')}: ${kind} ${index + 1}`}
                    icon={icons.trash}
                    onClick={() => remove(index)}
                  />
                </div>
              </div>
              {block.type === 'h2' ? (
                <input
                  {...register(name)}
                  id={id}
                  className="control font-semibold"
                  aria-invalid={error ? true : undefined}
                />
              ) : (
                <textarea
                  {...register(name)}
                  id={id}
                  rows={block.type === 'ul' ? 4 : 3}
                  className="control"
                  aria-invalid={error ? true : undefined}
                  aria-describedby={block.type === 'ul' ? `${id}-hint` : undefined}
                />
              )}
              {block.type === 'ul' && (
                <p id={`${id}-hint`} className="mt-1 text-xs text-ink-soft">
                  {t('blocks.listHint')}
                </p>
              )}
              {error && <p className="mt-1 text-sm font-medium text-red-700">{fieldText(t, error)}</p>}
            </li>
          );
        })}
      </ol>
      <div className="flex flex-wrap gap-2">
        {KINDS.map((type) => (
          <Button key={type} variant="secondary" size="sm" onClick={() => append({ type, text: '' })}>
            <Icon path={icons.plus} size={16} />
            {t('blocks.add', { kind: t(`blocks.${type}`).toLocaleLowerCase() })}
          </Button>
        ))}
      </div>
    </div>
  );
}

function IconButton(props: { label: string; icon: string; disabled?: boolean; onClick: () => void }) {
  return (
    <button
      type="button"
      aria-label={props.label}
      title={props.label}
      disabled={props.disabled}
      onClick={props.onClick}
      className="grid size-9 place-items-center rounded-lg text-ink-soft hover:bg-white hover:text-ink disabled:opacity-35"
    >
      <Icon path={props.icon} size={18} />
    </button>
  );
}
