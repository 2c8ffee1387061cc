import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useT } from '@/shared/i18n/i18n';
import { Button } from '@/shared/ui/button';
import { Field } from '@/shared/ui/field';
import { isSafeHref } from '../lib/rich-text';

/**
 * What a typed link address means: the link to set (`https://` added to a bare domain), `''` to
 * remove the link, or `null` when it is not an address a lesson may link to (http, https, mailto).
 */
export function linkHref(typed: string): string | null {
  const href = typed.trim();
  if (!href) return '';
  const full = /^[a-z][a-z0-9+.-]*:/i.test(href) ? href : `https://${href}`;
  return isSafeHref(full) ? full : null;
}

/**
 * The rich-text editor's link dialog: the address of the selection's link, checked before it is
 * set (its problem under the field, naming it). A modal dialog: Escape or Cancel closes it, and the
 * editor takes the focus back (its owner's `onClose`).
 */
export function LinkDialog(props: {
  initial: string;
  /** The link to set, or '' to remove it. */
  onSave: (href: string) => void;
  onClose: () => void;
}) {
  const t = useT();
  const titleId = useId();
  const inputId = useId();
  const dialog = useRef<HTMLDialogElement>(null);
  const input = useRef<HTMLInputElement>(null);
  const [value, setValue] = useState(props.initial);
  const [error, setError] = useState<string | undefined>();

  useEffect(() => {
    const element = dialog.current;
    if (element && !element.open) element.showModal?.();
    input.current?.focus();
    input.current?.select();
    return () => element?.close?.();
  }, []);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const href = linkHref(value);
    if (href === null) {
      setError(t('rte.linkDialog.invalid'));
      input.current?.focus();
      return;
    }
    props.onSave(href);
  };

  return (
    <dialog
      ref={dialog}
      aria-labelledby={titleId}
      onCancel={(event) => {
        event.preventDefault();
        props.onClose();
      }}
      onKeyDown={(event) => {
        // The browser's own Escape is the cancel event above; this is for where it has none.
        if (event.key !== 'Escape') return;
        event.preventDefault();
        event.stopPropagation();
        props.onClose();
      }}
      className="m-auto w-[min(32rem,calc(100vw-1.5rem))] max-w-none rounded-2xl bg-white p-0 text-ink shadow-[var(--shadow-lift)] backdrop:bg-slate-950/60"
    >
      <form noValidate onSubmit={submit} className="flex flex-col gap-4 p-4 sm:p-6">
        <h2 id={titleId} className="text-lg font-bold">
          {props.initial ? t('rte.linkDialog.editTitle') : t('rte.linkDialog.title')}
        </h2>
        <Field id={inputId} label={t('rte.linkDialog.label')} hint={t('rte.linkDialog.hint')} error={error}>
          <input
            ref={input}
            type="text"
            inputMode="url"
            autoComplete="url"
            spellCheck={false}
            className="control"
            value={value}
            onChange={(event) => {
              setValue(event.target.value);
              setError(undefined);
            }}
          />
        </Field>
        <div className="flex flex-wrap justify-end gap-2">
          <Button type="button" variant="secondary" onClick={props.onClose}>
            {t('rte.linkDialog.cancel')}
          </Button>
          <Button type="submit">{t('rte.linkDialog.save')}</Button>
        </div>
      </form>
    </dialog>
  );
}
