import { useEffect, useRef, type ReactNode } from 'react';
import { useT } from '@/shared/i18n/i18n';
import { Icon } from '@/shared/ui/icons';
import { useShowModal } from '@/shared/ui/modal-dialog';

const close = 'M6 6l12 12M18 6L6 18';

/**
 * The lesson list on narrow screens: a modal drawer from the side (the native <dialog>, so focus
 * stays inside, Escape closes it and the page behind is inert).
 */
export function CurriculumDrawer({
  open,
  onClose,
  title,
  children,
}: {
  open: boolean;
  onClose: () => void;
  title: string;
  children: ReactNode;
}) {
  const t = useT();
  const ref = useRef<HTMLDialogElement>(null);
  useShowModal(ref, open);
  // A click on the backdrop (the dialog itself, outside its panel) closes it, as Escape does.
  useEffect(() => {
    const dialog = ref.current;
    const onClick = (event: MouseEvent) => {
      if (event.target === dialog) onClose();
    };
    dialog?.addEventListener('click', onClick);
    return () => dialog?.removeEventListener('click', onClick);
  }, [onClose]);
  return (
    <dialog
      ref={ref}
      aria-label={title}
      onClose={onClose}
      className="m-0 h-dvh max-h-none w-[min(24rem,calc(100vw-2.5rem))] max-w-none bg-transparent p-0 backdrop:bg-slate-900/50"
    >
      <div className="flex h-full flex-col bg-white shadow-2xl">
        <div className="flex items-center justify-between gap-2 border-b border-line px-4 py-3">
          <h2 className="text-base font-bold">{title}</h2>
          <button
            type="button"
            onClick={onClose}
            className="inline-flex size-10 items-center justify-center rounded-lg hover:bg-brand-soft focus-visible:outline-2"
            aria-label={t('learning.player.closeCurriculum')}
          >
            <Icon path={close} size={20} />
          </button>
        </div>
        <div className="flex-1 overflow-y-auto p-3">{children}</div>
      </div>
    </dialog>
  );
}
