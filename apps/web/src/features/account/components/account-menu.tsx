import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { Link } from 'react-router';
import { paths } from '@/shared/routes/route-table';
import { useT } from '@/shared/i18n/i18n';
import { cx } from '@/shared/lib/cx';
import { book, chevronDown, externalLink, fileText, Icon, shield, user as userIcon } from '@/shared/ui/icons';
import { activeMenuItem, type MenuKey } from '../lib/menu';
import { Avatar } from './avatar';

const receipt = 'M6 3h12v18l-3-2-3 2-3-2-3 2zM9 8h6M9 12h6M9 16h3';
const ticket =
  'M4 7.5A1.5 1.5 0 0 1 5.5 6h13A1.5 1.5 0 0 1 20 7.5V10a2 2 0 0 0 0 4v2.5a1.5 1.5 0 0 1-1.5 1.5h-13A1.5 1.5 0 0 1 4 16.5V14a2 2 0 0 0 0-4zM14.5 6v12';
const logoutIcon = 'M15 4h3.5A1.5 1.5 0 0 1 20 5.5v13a1.5 1.5 0 0 1-1.5 1.5H15M10 16l-4-4 4-4M6 12h10';

export interface AccountMenuProps {
  fullName: string;
  email: string;
  photo: string | null | undefined;
  pluralName: string;
  /** Shown only for the contributor role (product §1, §6); the address is never shown as text. */
  contributorUrl: string | null;
  pathname: string;
  loggingOut: boolean;
  onLogout: () => void;
}

/**
 * product §2: 'My Account' and its dropdown, the WAI-ARIA menu button pattern. Enter, Space or
 * ArrowDown open it on the first item (ArrowUp on the last), arrows/Home/End move, Escape closes
 * and returns focus to the button, Tab or a click outside closes it.
 */
export function AccountMenu(props: AccountMenuProps) {
  const { fullName, email, photo, pluralName, contributorUrl, pathname, loggingOut, onLogout } = props;
  const t = useT();
  const menuId = useId();
  const buttonId = useId();
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const itemRefs = useRef<(HTMLElement | null)[]>([]);
  const firstFocus = useRef<'first' | 'last'>('first');
  // The menu belongs to the page it was opened on: navigating closes it.
  const [openOn, setOpenOn] = useState<string | null>(null);
  const open = openOn === pathname;
  const active = activeMenuItem(pathname);

  const links: { key: MenuKey; to: string; label: string; icon: string }[] = [
    {
      key: 'courses',
      to: paths.myCourses,
      label: t('account.menu.myCourses', { plural: pluralName }),
      icon: book,
    },
    { key: 'transactions', to: paths.transactions, label: t('account.menu.transactions'), icon: receipt },
    { key: 'vouchers', to: paths.vouchers, label: t('account.menu.vouchers'), icon: ticket },
    { key: 'cv', to: paths.cv, label: t('account.menu.cv'), icon: fileText },
    { key: 'editProfile', to: paths.editProfile, label: t('account.menu.editProfile'), icon: userIcon },
    {
      key: 'changePassword',
      to: paths.changePassword,
      label: t('account.menu.changePassword'),
      icon: shield,
    },
  ];
  const count = links.length + (contributorUrl ? 1 : 0) + 1;

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

  const itemClass = (current: boolean) =>
    cx(
      'flex w-full items-center gap-3 rounded-lg px-3 py-2.5 text-left text-sm font-semibold outline-none transition-colors',
      'focus-visible:bg-brand-soft focus-visible:outline-2 focus-visible:outline-offset-0',
      current ? 'bg-brand-soft text-brand' : 'text-ink hover:bg-surface',
    );

  return (
    <div ref={rootRef} className="relative max-md:w-full">
      <button
        ref={buttonRef}
        id={buttonId}
        type="button"
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        onClick={() => (open ? close(false) : openMenu('first'))}
        onKeyDown={onButtonKeyDown}
        className={cx(
          'group flex h-12 max-w-full items-center gap-2.5 rounded-full border py-1 pr-3 pl-1 text-left transition-colors max-md:w-full',
          open
            ? 'border-brand bg-brand-soft'
            : 'border-line bg-white hover:border-brand-muted hover:bg-brand-soft',
        )}
      >
        <Avatar src={photo} size={40} />
        <span className="flex min-w-0 flex-col leading-tight">
          <span className="truncate text-sm font-bold text-ink md:max-w-[9rem]" data-testid="account-name">
            {fullName}
          </span>
          <span className="text-xs font-semibold text-brand">{t('account.myAccount')}</span>
        </span>
        <Icon
          path={chevronDown}
          size={18}
          className={cx('ml-auto text-ink-soft transition-transform', open && 'rotate-180')}
        />
      </button>

      {open && (
        <div
          className={cx(
            'z-50 mt-2 rounded-2xl border border-line bg-white p-2 shadow-[var(--shadow-lift)]',
            'md:absolute md:top-full md:right-0 md:w-72',
          )}
        >
          <div className="flex items-center gap-3 border-b border-line px-3 pt-2 pb-3 max-md:hidden">
            <Avatar src={photo} size={44} />
            <div className="min-w-0">
              <p className="truncate font-bold text-ink">{fullName}</p>
              <p className="truncate text-sm text-ink-soft">{email}</p>
            </div>
          </div>
          <ul
            id={menuId}
            role="menu"
            aria-labelledby={buttonId}
            onKeyDown={onMenuKeyDown}
            className="flex flex-col gap-0.5 md:pt-2"
          >
            {links.map((link, i) => {
              const current = active === link.key;
              return (
                <li key={link.key} role="none">
                  <Link
                    ref={(el) => {
                      itemRefs.current[i] = el;
                    }}
                    role="menuitem"
                    tabIndex={-1}
                    to={link.to}
                    aria-current={current ? 'page' : undefined}
                    onClick={() => close(false)}
                    className={itemClass(current)}
                  >
                    <Icon path={link.icon} size={18} className={current ? 'text-brand' : 'text-ink-soft'} />
                    {link.label}
                  </Link>
                </li>
              );
            })}
            {contributorUrl && (
              <li role="none">
                <button
                  ref={(el) => {
                    itemRefs.current[links.length] = el;
                  }}
                  type="button"
                  role="menuitem"
                  tabIndex={-1}
                  onClick={() => {
                    close(false);
                    window.open(contributorUrl, '_blank', 'noopener,noreferrer');
                  }}
                  className={itemClass(false)}
                >
                  <Icon path={externalLink} size={18} className="text-ink-soft" />
                  {t('account.menu.contributor')}
                  <span className="sr-only">{t('account.menu.newTab')}</span>
                </button>
              </li>
            )}
            <li role="separator" className="my-1 border-t border-line" />
            <li role="none">
              <button
                ref={(el) => {
                  itemRefs.current[count - 1] = el;
                }}
                type="button"
                role="menuitem"
                tabIndex={-1}
                disabled={loggingOut}
                onClick={() => {
                  close(false);
                  onLogout();
                }}
                className={cx(itemClass(false), 'text-red-700 hover:bg-red-50 focus-visible:bg-red-50')}
              >
                <Icon path={logoutIcon} size={18} />
                {t('account.menu.logout')}
              </button>
            </li>
          </ul>
        </div>
      )}
    </div>
  );
}
