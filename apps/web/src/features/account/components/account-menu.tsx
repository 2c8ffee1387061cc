import type { KeyboardEvent, RefObject } from 'react';
import { Link } from 'react-router';
import { paths } from '@/shared/routes/route-table';
import { useT } from '@/shared/i18n/i18n';
import { cx } from '@/shared/lib/cx';
import { book, chevronDown, externalLink, fileText, Icon, shield, user as userIcon } from '@/shared/ui/icons';
import { useMenuButton } from '../hooks/use-menu-button';
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
  /**
   * "Login As Contributor", shown only for a contributor or admin (product §1, §6): opens the
   * company's studio (hooks/use-studio-handoff.ts). Null: no such item.
   */
  onContributor: (() => void) | null;
  pathname: string;
  loggingOut: boolean;
  onLogout: () => void;
}

type MenuLink = { key: MenuKey; to: string; label: string; icon: string };

function useMenuLinks(pluralName: string): MenuLink[] {
  const t = useT();
  return [
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
}

const itemClass = (current: boolean) =>
  cx(
    'flex w-full items-center gap-3 rounded-lg px-3 py-2.5 text-left text-sm font-semibold transition-colors',
    // The focused item has the ring every control has (tokens.css), drawn inside the menu: the
    // current page's tint alone looked like focus (issue 28 item 3).
    'focus-visible:-outline-offset-3',
    current ? 'bg-brand-soft text-brand' : 'text-ink hover:bg-surface',
  );

interface AccountButtonProps {
  buttonRef: RefObject<HTMLButtonElement | null>;
  buttonId: string;
  menuId: string;
  open: boolean;
  onClick: () => void;
  onKeyDown: (event: KeyboardEvent<HTMLButtonElement>) => void;
  fullName: string;
  photo: AccountMenuProps['photo'];
}

/** The button: the learner's photo, name and "My Account". */
function AccountButton(props: AccountButtonProps) {
  const { buttonRef, buttonId, menuId, open, onClick, onKeyDown, fullName, photo } = props;
  const t = useT();
  return (
    <button
      ref={buttonRef}
      id={buttonId}
      type="button"
      aria-haspopup="menu"
      aria-expanded={open}
      aria-controls={open ? menuId : undefined}
      onClick={onClick}
      onKeyDown={onKeyDown}
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
  );
}

interface AccountMenuListProps {
  menuId: string;
  buttonId: string;
  onKeyDown: (event: KeyboardEvent<HTMLUListElement>) => void;
  /** Registers the item at an index for arrow-key focus. */
  registerItem: (index: number) => (el: HTMLElement | null) => void;
  close: (returnFocus: boolean) => void;
  links: MenuLink[];
  active: MenuKey | null;
  onContributor: (() => void) | null;
  loggingOut: boolean;
  onLogout: () => void;
}

/** The menu's items: the account pages, the contributor site for contributors, and Logout. */
function AccountMenuList(props: AccountMenuListProps) {
  const { menuId, buttonId, onKeyDown, registerItem, close } = props;
  const { links, active, onContributor, loggingOut, onLogout } = props;
  const t = useT();
  const count = links.length + (onContributor ? 1 : 0) + 1;
  return (
    <ul
      id={menuId}
      role="menu"
      aria-labelledby={buttonId}
      onKeyDown={onKeyDown}
      className="flex flex-col gap-0.5 md:pt-2"
    >
      {links.map((link, i) => {
        const current = active === link.key;
        return (
          <li key={link.key} role="none">
            <Link
              ref={registerItem(i)}
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
      {onContributor && (
        <li role="none">
          <button
            ref={registerItem(links.length)}
            type="button"
            role="menuitem"
            tabIndex={-1}
            onClick={() => {
              close(false);
              onContributor();
            }}
            className={itemClass(false)}
          >
            <Icon path={externalLink} size={18} className="text-ink-soft" />
            {t('account.menu.contributor')}
          </button>
        </li>
      )}
      <li role="separator" className="my-1 border-t border-line" />
      <li role="none">
        <button
          ref={registerItem(count - 1)}
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
  );
}

/**
 * product §2: 'My Account' and its dropdown, the WAI-ARIA menu button pattern (keyboard and focus:
 * hooks/use-menu-button.ts).
 */
export function AccountMenu(props: AccountMenuProps) {
  const { fullName, email, photo, pluralName, onContributor, pathname, loggingOut, onLogout } = props;
  const links = useMenuLinks(pluralName);
  const {
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
  } = useMenuButton(pathname, links.length + (onContributor ? 1 : 0) + 1);

  return (
    <div ref={rootRef} className="relative max-md:w-full">
      <AccountButton
        buttonRef={buttonRef}
        buttonId={buttonId}
        menuId={menuId}
        open={open}
        onClick={() => (open ? close(false) : openMenu('first'))}
        onKeyDown={onButtonKeyDown}
        fullName={fullName}
        photo={photo}
      />

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
          <AccountMenuList
            menuId={menuId}
            buttonId={buttonId}
            onKeyDown={onMenuKeyDown}
            registerItem={registerItem}
            close={close}
            links={links}
            active={activeMenuItem(pathname)}
            onContributor={onContributor}
            loggingOut={loggingOut}
            onLogout={onLogout}
          />
        </div>
      )}
    </div>
  );
}
