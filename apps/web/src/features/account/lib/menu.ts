export type MenuKey = 'courses' | 'transactions' | 'vouchers' | 'cv' | 'editProfile' | 'changePassword';

/**
 * product §2: the dropdown item that matches the current path. My courses, a course of mine
 * (/profile/detailcourse/…) and the payment page all belong to the courses item.
 */
export function activeMenuItem(pathname: string): MenuKey | null {
  const path = pathname.replace(/\/+$/, '') || '/';
  if (path === '/profile/mycourse' || path.startsWith('/profile/detailcourse/') || path === '/payment')
    return 'courses';
  if (path === '/profile/transaction') return 'transactions';
  if (path === '/profile/voucher') return 'vouchers';
  if (path === '/profile/cv') return 'cv';
  if (path === '/profile/edit') return 'editProfile';
  if (path === '/profile/changepassword') return 'changePassword';
  return null;
}
