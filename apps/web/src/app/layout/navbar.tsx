import { useEffect, useRef, useState, type RefObject } from 'react';
import { createPortal } from 'react-dom';
import { NavLink, useLocation } from 'react-router';
import { AccountNav } from '@/features/account/components/account-nav';
import { NavbarSearch } from '@/features/catalog/components/navbar-search';
import { useBrand } from '@/shared/config/brand-store';
import { useT } from '@/shared/i18n/i18n';
import { cx } from '@/shared/lib/cx';
import { LanguageSwitcher } from '@/shared/ui/language-switcher';
import { paths } from '@/shared/routes/route-table';

/** product §2, §9: the logo's visibility is observed with a threshold of 0.1. */
export const LOGO_VISIBILITY_THRESHOLD = 0.1;

function useVisible(ref: React.RefObject<Element | null>) {
  const [visible, setVisible] = useState(true);
  useEffect(() => {
    const el = ref.current;
    if (!el || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(([entry]) => setVisible(entry?.isIntersecting ?? true), {
      threshold: LOGO_VISIBILITY_THRESHOLD,
    });
    observer.observe(el);
    return () => observer.disconnect();
  }, [ref]);
  return visible;
}

type NavItem = { to: string; label: string };

/** Under the bar on narrow screens, once opened: search, the links, language and account. */
function MobileMenu({ links }: { links: NavItem[] }) {
  return (
    <div id="mobile-menu" className="border-t border-line bg-white md:hidden">
      <div className="container-page flex flex-col gap-4 py-4">
        <NavbarSearch />
        <ul className="flex flex-col divide-y divide-line border-y border-line">
          {links.map((l) => (
            <li key={l.to}>
              <NavLink
                to={l.to}
                className={({ isActive }) =>
                  cx(
                    'block px-1 py-3 text-base font-semibold',
                    isActive ? 'text-brand' : 'text-ink hover:text-brand',
                  )
                }
              >
                {l.label}
              </NavLink>
            </li>
          ))}
        </ul>
        <div className="flex flex-wrap items-center justify-between gap-3">
          <LanguageSwitcher />
          <AccountNav />
        </div>
      </div>
    </div>
  );
}

/**
 * Shown once the logo has scrolled away. Drawn in the corner over the end of the page, it is also
 * the last stop of Tab (issue 28 item 3): it lives at the end of <body>, not in the navbar. Going
 * up removes it (the logo is back in view), so focus goes to the logo, where the page begins.
 */
function BackToTop({ top }: { top: RefObject<HTMLAnchorElement | null> }) {
  const t = useT();
  return createPortal(
    <button
      type="button"
      onClick={() => {
        window.scrollTo({ top: 0 });
        top.current?.focus({ preventScroll: true });
      }}
      className="fixed right-4 bottom-4 z-40 inline-flex size-12 items-center justify-center rounded-full bg-brand text-white shadow-[var(--shadow-lift)] hover:bg-brand-strong"
      aria-label={t('app.backToTop')}
    >
      <svg
        aria-hidden
        width="22"
        height="22"
        viewBox="0 0 24 24"
        fill="none"
        stroke="currentColor"
        strokeWidth="2.5"
        strokeLinecap="round"
      >
        <path d="M6 14l6-6 6 6" />
      </svg>
    </button>,
    document.body,
  );
}

export function Navbar() {
  const t = useT();
  const { companyName, logo, pluralName } = useBrand();
  const logoRef = useRef<HTMLAnchorElement>(null);
  const logoVisible = useVisible(logoRef);
  const { pathname } = useLocation();
  // The mobile menu belongs to the page it was opened on: navigating closes it.
  const [openOn, setOpenOn] = useState<string | null>(null);
  const open = openOn === pathname;

  const links = [
    { to: paths.education, label: t('nav.courses', { plural: pluralName }) },
    { to: paths.bootcamps, label: t('nav.bootcamps') },
    { to: paths.articles, label: t('nav.articles') },
    { to: paths.corporateSolution, label: t('nav.corporate') },
  ];
  const linkClass = ({ isActive }: { isActive: boolean }) =>
    cx(
      'rounded-lg px-3 py-2 text-sm font-semibold whitespace-nowrap transition-colors',
      isActive ? 'bg-brand-soft text-brand' : 'text-ink-soft hover:bg-brand-soft hover:text-ink',
    );

  return (
    <>
      <header className="border-b border-line bg-white">
        {/* Wider than the page column: logo, links, search and account need the room at 1280 px. */}
        <nav
          aria-label={t('nav.main')}
          className="mx-auto flex h-20 w-full max-w-7xl items-center gap-3 px-4 sm:px-6"
        >
          {/* product §2: the logo goes to / with a full reload, so a plain anchor. */}
          <a ref={logoRef} href="/" className="shrink-0" aria-label={companyName || t('app.home')}>
            {logo ? (
              <img
                src={logo}
                alt={companyName}
                width={170}
                height={65}
                className="h-[65px] w-[170px] object-contain object-left"
              />
            ) : (
              <span className="block h-[65px] w-[170px]" />
            )}
          </a>
          <ul className="ml-2 hidden items-center gap-0.5 xl:flex">
            {links.map((l) => (
              <li key={l.to}>
                <NavLink to={l.to} className={linkClass}>
                  {l.label}
                </NavLink>
              </li>
            ))}
          </ul>
          <div className="ml-auto hidden items-center gap-3 md:flex">
            <NavbarSearch />
            <LanguageSwitcher compact />
            <AccountNav />
          </div>
          <button
            type="button"
            className="ml-auto inline-flex size-11 items-center justify-center rounded-lg text-ink hover:bg-brand-soft md:hidden"
            aria-expanded={open}
            aria-controls="mobile-menu"
            aria-label={open ? t('nav.closeMenu') : t('nav.openMenu')}
            onClick={() => setOpenOn(open ? null : pathname)}
          >
            <svg
              aria-hidden
              width="24"
              height="24"
              viewBox="0 0 24 24"
              fill="none"
              stroke="currentColor"
              strokeWidth="2"
              strokeLinecap="round"
            >
              {open ? <path d="M6 6l12 12M18 6L6 18" /> : <path d="M4 7h16M4 12h16M4 17h16" />}
            </svg>
          </button>
        </nav>
        <div className="hidden border-t border-line md:block xl:hidden">
          <ul className="mx-auto flex w-full max-w-7xl gap-1 px-4 py-2 sm:px-6">
            {links.map((l) => (
              <li key={l.to}>
                <NavLink to={l.to} className={linkClass}>
                  {l.label}
                </NavLink>
              </li>
            ))}
          </ul>
        </div>
        {open && <MobileMenu links={links} />}
      </header>
      {!logoVisible && <BackToTop top={logoRef} />}
    </>
  );
}
