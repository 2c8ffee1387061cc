import { useState } from 'react';
import type { Locale } from '@app/contract/envelope';
import type { LessonBody, StudioLessonBlock } from '@app/contract/studio/schemas';
import { fieldText } from '@/shared/http/error-words';
import { LOCALES, useT, type MessageKey } from '@/shared/i18n/i18n';
import { Button } from '@/shared/ui/button';
import { Icon, icons } from '@/shared/ui/icons';
import { blockOf, blockText, curriculumFieldId, type EditorBlockType } from '../lib/curriculum';

const KINDS: EditorBlockType[] = ['p', 'h2', 'h3', 'ul', 'ol', 'quote'];

/**
 * A text lesson's body in the player's blocks, one language at a time: paragraphs, headings,
 * lists and quotes, each added, edited, moved and removed by keyboard. A block left unchanged
 * keeps its formatting (bold, links); an edited one is saved as plain text.
 */
export function BodyEditor(props: {
  lessonKey: string;
  body: LessonBody;
  languages: Locale[];
  errors: Record<string, string>;
  onChange: (body: LessonBody) => void;
}) {
  const t = useT();
  const [lang, setLang] = useState<Locale>(props.languages[0] ?? 'en');
  const blocks = props.body[lang];
  const set = (next: StudioLessonBlock[]) => props.onChange({ ...props.body, [lang]: next });
  const label = (code: Locale) => LOCALES.find((l) => l.code === code)?.label ?? code;
  return (
    <fieldset className="flex flex-col gap-3 rounded-xl border border-line p-3">
      <legend className="px-1 text-sm font-semibold text-ink">
        {t('cur.body', { language: label(lang) })}
      </legend>
      {props.languages.length > 1 && (
        <div role="group" aria-label={t('cur.bodyLanguage')} className="flex flex-wrap gap-1">
          {props.languages.map((code) => (
            <Button
              key={code}
              size="sm"
              variant={code === lang ? 'primary' : 'secondary'}
              aria-pressed={code === lang}
              onClick={() => setLang(code)}
            >
              {label(code)}
            </Button>
          ))}
        </div>
      )}
      {blocks.length === 0 && (
        <p className="rounded-xl border border-dashed border-line px-4 py-4 text-center text-sm text-ink-soft">
          {t('cur.blocks.empty')}
        </p>
      )}
      <ol className="flex flex-col gap-3">
        {blocks.map((block, index) => (
          <BlockItem
            key={index}
            name={`${props.lessonKey}.body.${lang}.${index}`}
            block={block}
            index={index}
            blocks={blocks}
            errors={props.errors}
            set={set}
          />
        ))}
      </ol>
      <div className="flex flex-wrap gap-2">
        {KINDS.map((type) => (
          <Button
            key={type}
            size="sm"
            variant="secondary"
            onClick={() => set([...blocks, blockOf(type, '')])}
          >
            <Icon path={icons.plus} size={16} />
            {t('cur.blocks.add', { kind: t(`cur.blocks.${type}`) })}
          </Button>
        ))}
      </div>
    </fieldset>
  );
}

function BlockItem({
  name,
  block,
  index,
  blocks,
  errors,
  set,
}: {
  name: string;
  block: StudioLessonBlock;
  index: number;
  blocks: StudioLessonBlock[];
  errors: Record<string, string>;
  set: (next: StudioLessonBlock[]) => void;
}) {
  const t = useT();
  const id = curriculumFieldId(name);
  const kind = t(`cur.blocks.${block.type}` as MessageKey);
  const code = Object.entries(errors).find(([k]) => k === name || k.startsWith(`${name}.`))?.[1];
  const error = fieldText(t, code);
  const list = block.type === 'ul' || block.type === 'ol';
  const move = (to: number) => {
    const next = blocks.slice();
    const [item] = next.splice(index, 1);
    next.splice(to, 0, item!);
    set(next);
  };
  return (
    <li key={index} className="rounded-xl border border-line bg-surface/60 p-3">
      <div className="mb-2 flex flex-wrap items-center justify-between gap-2">
        <label htmlFor={id} className="text-xs font-bold tracking-wide text-ink-soft uppercase">
          {t('cur.blocks.label', { kind, n: index + 1 })}
        </label>
        <div className="flex gap-1">
          <SmallIconButton
            label={`${t('cur.moveUp')}: ${kind} ${index + 1}`}
            icon={icons.up}
            disabled={index === 0}
            onClick={() => move(index - 1)}
          />
          <SmallIconButton
            label={`${t('cur.moveDown')}: ${kind} ${index + 1}`}
            icon={icons.down}
            disabled={index === blocks.length - 1}
            onClick={() => move(index + 1)}
          />
          <SmallIconButton
            label={`${t('cur.remove')}: ${kind} ${index + 1}`}
            icon={icons.trash}
            onClick={() => set(blocks.filter((_, i) => i !== index))}
          />
        </div>
      </div>
      {block.type === 'h2' || block.type === 'h3' ? (
        <input
          id={id}
          value={block.text}
          className="control font-semibold"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          onChange={(e) => set(blocks.map((b, i) => (i === index ? blockOf(block.type, e.target.value) : b)))}
        />
      ) : (
        <textarea
          id={id}
          value={blockText(block)}
          rows={list ? 4 : 3}
          className="control"
          aria-invalid={error ? true : undefined}
          aria-describedby={
            [error && `${id}-error`, list && `${id}-hint`].filter(Boolean).join(' ') || undefined
          }
          onChange={(e) =>
            set(
              blocks.map((b, i) =>
                i === index
                  ? block.type === 'pre'
                    ? { type: 'pre', text: e.target.value }
                    : blockOf(block.type, e.target.value)
                  : b,
              ),
            )
          }
        />
      )}
      {list && (
        <p id={`${id}-hint`} className="mt-1 text-xs text-ink-soft">
          {t('cur.blocks.listHint')}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className="mt-1 text-sm font-medium text-red-700">
          {error}
        </p>
      )}
    </li>
  );
}

/**
 * A small icon button. One that cannot act (the first item's Move up) stays focusable and says
 * so (aria-disabled), so focus is not lost when a move makes it the first or last.
 */
export function SmallIconButton(props: {
  label: string;
  icon: string;
  disabled?: boolean;
  onClick: () => void;
}) {
  return (
    <button
      type="button"
      aria-label={props.label}
      title={props.label}
      aria-disabled={props.disabled || undefined}
      onClick={() => {
        if (!props.disabled) props.onClick();
      }}
      className="inline-flex size-9 items-center justify-center rounded-lg text-ink-soft hover:bg-brand-soft hover:text-ink aria-disabled:cursor-not-allowed aria-disabled:opacity-40"
    >
      <Icon path={props.icon} size={18} />
    </button>
  );
}
