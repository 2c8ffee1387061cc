import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { AccountMenu, type AccountMenuProps } from './account-menu';

function renderMenu(patch: Partial<AccountMenuProps> = {}) {
  const onLogout = vi.fn();
  const props: AccountMenuProps = {
    fullName: 'Rina Wulandari',
    email: 'rina@example.com',
    photo: null,
    pluralName: 'Courses',
    onContributor: null,
    pathname: '/',
    loggingOut: false,
    onLogout,
    ...patch,
  };
  render(
    <MemoryRouter initialEntries={[props.pathname]}>
      <AccountMenu {...props} />
      <button type="button">outside</button>
    </MemoryRouter>,
  );
  return { onLogout, button: screen.getByRole('button', { name: /My Account/ }) };
}

const itemNames = () =>
  within(screen.getByRole('menu'))
    .getAllByRole('menuitem')
    .map((el) => el.textContent);

describe('AccountMenu (product §2)', () => {
  it('shows the avatar, the full name and My Account, closed', () => {
    const { button } = renderMenu();
    expect(button).toHaveTextContent('Rina Wulandari');
    expect(button).toHaveAttribute('aria-haspopup', 'menu');
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('menu')).toBeNull();
  });

  it('lists exactly the consumer items, the courses item named after the plural', async () => {
    const { button } = renderMenu({ pluralName: 'Trainings' });
    await userEvent.click(button);
    expect(itemNames()).toEqual([
      'My Trainings',
      'My Transactions',
      'My Vouchers',
      'My CV',
      'Edit Profile',
      'Change Password',
      'Logout',
    ]);
    expect(screen.getByRole('menuitem', { name: 'My Transactions' })).toHaveAttribute(
      'href',
      '/profile/transaction',
    );
    expect(screen.getByRole('menuitem', { name: 'My Vouchers' })).toHaveAttribute('href', '/profile/voucher');
    expect(screen.getByRole('menuitem', { name: 'My CV' })).toHaveAttribute('href', '/profile/cv');
  });

  it('adds Login As Contributor for a contributor; choosing it closes the menu and opens the studio', async () => {
    const onContributor = vi.fn();
    const { button } = renderMenu({ onContributor });
    await userEvent.click(button);
    expect(itemNames()).toContain('Login As Contributor');
    await userEvent.click(screen.getByRole('menuitem', { name: 'Login As Contributor' }));
    expect(onContributor).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('menu')).toBeNull();
  });

  it.each([
    ['/profile/mycourse', 'My Courses'],
    ['/profile/detailcourse/12', 'My Courses'],
    ['/payment', 'My Courses'],
    ['/profile/voucher', 'My Vouchers'],
    ['/profile/changepassword', 'Change Password'],
  ])('on %s highlights %s only', async (pathname, name) => {
    const { button } = renderMenu({ pathname });
    await userEvent.click(button);
    const current = within(screen.getByRole('menu'))
      .getAllByRole('menuitem')
      .filter((el) => el.getAttribute('aria-current') === 'page');
    expect(current.map((el) => el.textContent)).toEqual([name]);
  });

  it('opens with Enter on the first item; arrows wrap; Escape closes and returns focus', async () => {
    const user = userEvent.setup();
    const { button } = renderMenu();
    button.focus();
    await user.keyboard('{Enter}');
    expect(button).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('menuitem', { name: 'My Courses' })).toHaveFocus();
    await user.keyboard('{ArrowUp}');
    expect(screen.getByRole('menuitem', { name: 'Logout' })).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('menuitem', { name: 'My Courses' })).toHaveFocus();
    await user.keyboard('{ArrowDown}{ArrowDown}');
    expect(screen.getByRole('menuitem', { name: 'My Vouchers' })).toHaveFocus();
    await user.keyboard('{End}');
    expect(screen.getByRole('menuitem', { name: 'Logout' })).toHaveFocus();
    await user.keyboard('{Home}');
    expect(screen.getByRole('menuitem', { name: 'My Courses' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('menu')).toBeNull();
    expect(button).toHaveFocus();
  });

  it('opens with Space or ArrowDown on the first item and with ArrowUp on the last', async () => {
    const user = userEvent.setup();
    const { button } = renderMenu();
    button.focus();
    await user.keyboard(' ');
    expect(screen.getByRole('menuitem', { name: 'My Courses' })).toHaveFocus();
    await user.keyboard('{Escape}');
    await user.keyboard('{ArrowUp}');
    expect(screen.getByRole('menuitem', { name: 'Logout' })).toHaveFocus();
    await user.keyboard('{Escape}{ArrowDown}');
    expect(screen.getByRole('menuitem', { name: 'My Courses' })).toHaveFocus();
  });

  it('closes on a click outside and on Tab', async () => {
    const user = userEvent.setup();
    const { button } = renderMenu();
    await user.click(button);
    await user.click(screen.getByRole('button', { name: 'outside' }));
    expect(screen.queryByRole('menu')).toBeNull();
    await user.click(button);
    await user.keyboard('{Tab}');
    expect(screen.queryByRole('menu')).toBeNull();
  });

  it('Logout closes the menu and logs out; Space activates the focused item', async () => {
    const user = userEvent.setup();
    const { button, onLogout } = renderMenu();
    button.focus();
    await user.keyboard('{ArrowUp} ');
    expect(onLogout).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('menu')).toBeNull();
  });
});
