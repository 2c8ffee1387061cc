import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';

/**
 * The keyboard and focus behaviour of a WAI-ARIA menu button with `count` items: Enter, Space or
 * ArrowDown open it on the first item (ArrowUp on the last), arrows/Home/End move, Escape closes
 * and returns focus to the button, Tab or a click outside closes it. The menu belongs to the page
 * it was opened on (`pathname`): navigating closes it.
 */
export function useMenuButton(pathname: string, count: number) {
  const menuId = useId();
  const buttonId = useId();
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const itemRefs = useRef<(HTMLElement | null)[]>([]);
  const firstFocus = useRef<'first' | 'last'>('first');
  const [openOn, setOpenOn] = useState<string | null>(null);
  const open = openOn === pathname;

  const items = () => itemRefs.current.slice(0, count).filter((el): el is HTMLElement => el !== null);
  const close = (returnFocus: boolean) => {
    setOpenOn(null);
    if (returnFocus) buttonRef.current?.focus();
  };
  const openMenu = (focus: 'first' | 'last') => {
    firstFocus.current = focus;
    setOpenOn(pathname);
  };

  useEffect(() => {
    if (!open) return;
    const list = itemRefs.current.slice(0, count).filter((el): el is HTMLElement => el !== null);
    (firstFocus.current === 'last' ? list[list.length - 1] : list[0])?.focus();
    const onPointerDown = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpenOn(null);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open, count]);

  const onButtonKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      openMenu('first');
    } else if (event.key === 'ArrowUp') {
      event.preventDefault();
      openMenu('last');
    } else if (event.key === 'Escape' && open) {
      event.preventDefault();
      close(true);
    }
  };

  const onMenuKeyDown = (event: KeyboardEvent<HTMLUListElement>) => {
    const list = items();
    const index = list.indexOf(document.activeElement as HTMLElement);
    const focusAt = (i: number) => list[(i + list.length) % list.length]?.focus();
    switch (event.key) {
      case 'ArrowDown':
        event.preventDefault();
        focusAt(index + 1);
        break;
      case 'ArrowUp':
        event.preventDefault();
        focusAt(index - 1);
        break;
      case 'Home':
        event.preventDefault();
        focusAt(0);
        break;
      case 'End':
        event.preventDefault();
        focusAt(list.length - 1);
        break;
      case 'Escape':
        event.preventDefault();
        close(true);
        break;
      case 'Tab':
        close(false);
        break;
      case ' ':
        // Links activate on Enter natively; Space activates any item too.
        event.preventDefault();
        (document.activeElement as HTMLElement | null)?.click();
        break;
    }
  };

  /** A ref callback that registers the item at `index` for arrow-key focus. */
  const registerItem = (index: number) => (el: HTMLElement | null) => {
    itemRefs.current[index] = el;
  };

  return {
    menuId,
    buttonId,
    rootRef,
    buttonRef,
    open,
    close,
    openMenu,
    onButtonKeyDown,
    onMenuKeyDown,
    registerItem,
  };
}
