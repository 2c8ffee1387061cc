import { describe, expect, it } from 'vitest';
import { activeMenuItem } from './menu';

describe('activeMenuItem (product §2)', () => {
  it('highlights the courses item on my courses, a course of mine and payment', () => {
    expect(activeMenuItem('/profile/mycourse')).toBe('courses');
    expect(activeMenuItem('/profile/detailcourse/42')).toBe('courses');
    expect(activeMenuItem('/payment')).toBe('courses');
    expect(activeMenuItem('/payment/')).toBe('courses');
  });

  it('highlights each other item on its own page only', () => {
    expect(activeMenuItem('/profile/transaction')).toBe('transactions');
    expect(activeMenuItem('/profile/voucher')).toBe('vouchers');
    expect(activeMenuItem('/profile/cv')).toBe('cv');
    expect(activeMenuItem('/profile/edit')).toBe('editProfile');
    expect(activeMenuItem('/profile/changepassword')).toBe('changePassword');
  });

  it('highlights nothing elsewhere', () => {
    expect(activeMenuItem('/')).toBeNull();
    expect(activeMenuItem('/education')).toBeNull();
    expect(activeMenuItem('/profile/detailcourse')).toBeNull();
    expect(activeMenuItem('/payments')).toBeNull();
  });
});
