import { useMutation, useQueryClient } from '@tanstack/react-query';
import { NavLink, useNavigate } from 'react-router';
import { signOut } from '@app/contract/studio/endpoints';
import type { StudioSession } from '@app/contract/studio/schemas';
import { useBrand } from '@/shared/brand/brand';
import { call } from '@/shared/http/client';
import { useT } from '@/shared/i18n/i18n';
import { cx } from '@/shared/lib/cx';
import { buttonClass } from '@/shared/ui/button';
import { megaphoneIcon } from '@/features/announcements/lib/icon';
import { peopleIcon } from '@/features/learners/lib/icons';
import { Icon, icons } from '@/shared/ui/icons';
import { LanguageSwitcher } from '@/shared/ui/language-switcher';

const navClass = ({ isActive }: { isActive: boolean }) =>
  cx(
    'inline-flex min-h-9 items-center gap-2 rounded-lg px-3 text-sm font-semibold',
    isActive ? 'bg-brand-soft text-brand-strong' : 'text-ink-soft hover:bg-surface hover:text-ink',
  );

/**
 * The company's logo and name with who is signed in and sign out; below them the studio's pages
 * and the language, a row of their own that holds an admin's six pages at desktop width and wraps
 * at 360 px.
 */
export function StudioHeader({ session }: { session: StudioSession }) {
  const t = useT();
  const brand = useBrand();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const out = useMutation({
    mutationFn: () => call(signOut, {}),
    onSettled: () => {
      queryClient.clear();
      void navigate('/signed-out?reason=signed-out', { replace: true });
    },
  });
  const { user } = session;
  return (
    <header className="border-b border-line bg-white">
      <div className="mx-auto flex w-full max-w-6xl flex-wrap items-center gap-x-4 gap-y-2 px-4 py-3 sm:px-6">
        <NavLink to="/courses" className="flex min-w-0 flex-1 items-center gap-3 rounded-lg sm:flex-none">
          {brand.logoUrl && (
            <img src={brand.logoUrl} alt="" className="h-9 w-auto max-w-[8rem] object-contain" />
          )}
          <span className="flex min-w-0 flex-col leading-tight">
            <span className="truncate text-sm font-bold text-ink">{brand.name}</span>
            <span className="text-xs font-semibold tracking-wide text-brand uppercase">
              {t('app.studio')}
            </span>
          </span>
        </NavLink>
        <div className="order-last flex w-full flex-wrap items-center gap-x-3 gap-y-2">
          <nav aria-label={t('app.nav')} className="flex flex-wrap gap-1">
            <NavLink to="/courses" className={navClass}>
              <Icon path={icons.book} size={18} className="max-[400px]:hidden" />
              {t('app.nav.courses')}
            </NavLink>
            <NavLink to="/sales" className={navClass}>
              <Icon path={icons.chart} size={18} className="max-[400px]:hidden" />
              {t('app.nav.sales')}
            </NavLink>
            <NavLink to="/learners" className={navClass}>
              <Icon path={peopleIcon} size={18} className="max-[400px]:hidden" />
              {t('app.nav.learners')}
            </NavLink>
            <NavLink to="/announcements" className={navClass}>
              <Icon path={megaphoneIcon} size={18} className="max-[400px]:hidden" />
              {t('app.nav.announcements')}
            </NavLink>
            {user.role === 'admin' && (
              <NavLink to="/vouchers" className={navClass}>
                <Icon path={icons.ticket} size={18} className="max-[400px]:hidden" />
                {t('app.nav.vouchers')}
              </NavLink>
            )}
            {user.role === 'admin' && (
              <NavLink to="/corporate" className={navClass}>
                <Icon path={icons.layers} size={18} className="max-[400px]:hidden" />
                {t('app.nav.corporate')}
              </NavLink>
            )}
          </nav>
          <div className="ml-auto">
            <LanguageSwitcher />
          </div>
        </div>
        <div className="ml-auto flex items-center gap-2 sm:gap-3">
          <div className="hidden min-w-0 flex-col items-end leading-tight md:flex">
            <span className="max-w-[12rem] truncate text-sm font-semibold text-ink" data-testid="studio-user">
              {user.full_name}
            </span>
            <span className="text-xs text-ink-soft">{t(`app.role.${user.role}`)}</span>
          </div>
          <span
            aria-hidden
            className="grid size-9 shrink-0 place-items-center rounded-full bg-brand-soft text-sm font-bold text-brand-strong"
            title={user.full_name}
          >
            {user.full_name.trim().charAt(0).toUpperCase()}
          </span>
          <span className="sr-only md:hidden">
            {user.full_name}, {t(`app.role.${user.role}`)}
          </span>
          <button
            type="button"
            onClick={() => out.mutate()}
            disabled={out.isPending}
            className={buttonClass('ghost', 'sm', 'px-2 sm:px-3')}
          >
            <Icon path={icons.logout} size={18} />
            <span className="max-sm:sr-only">{t('app.signOut')}</span>
          </button>
        </div>
      </div>
    </header>
  );
}
