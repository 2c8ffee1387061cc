import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { setLocale } from '@/shared/i18n/i18n';
import { courseFixture, renderWithApp } from '../lib/test-utils';
import { coverPriority, CourseCard } from './course-card';

/** The one money format puts a normal space after the symbol: compared as it is. */
const text = (el: Element | null) => el?.textContent?.trim();

describe('CourseCard price', () => {
  afterEach(() => setLocale('en', { remember: false }));

  it('shows a rupiah price without decimals in Indonesian', async () => {
    await setLocale('id', { remember: false });
    const { container } = renderWithApp(<CourseCard course={courseFixture({ price: 1250000 })} />);
    expect(text(container.querySelector('.font-extrabold'))).toBe('Rp 1.250.000');
    expect(container.querySelector('s')).toBeNull();
  });

  it('shows a ringgit price with two decimals in Malay', async () => {
    await setLocale('ms', { remember: false });
    const { container } = renderWithApp(
      <CourseCard course={courseFixture({ price: 349, currency: 'MYR' })} />,
    );
    expect(text(container.querySelector('.font-extrabold'))).toBe('RM 349.00');
  });

  it('shows the discount price and strikes through the list price', async () => {
    await setLocale('id', { remember: false });
    const { container } = renderWithApp(
      <CourseCard course={courseFixture({ price: 1250000, discount_price: 499000 })} />,
    );
    expect(text(container.querySelector('.font-extrabold'))).toBe('Rp 499.000');
    expect(text(container.querySelector('s'))).toBe('Rp 1.250.000');
    // Screen readers hear which price is which.
    expect(screen.getByText('Harga semula:')).toHaveClass('sr-only');
  });

  it('formats the same ringgit course for an English reader, with the symbol, never the code', () => {
    const { container } = renderWithApp(
      <CourseCard course={courseFixture({ price: 349, discount_price: 199.5, currency: 'MYR' })} />,
    );
    expect(text(container.querySelector('.font-extrabold'))).toBe('RM 199.50');
    expect(text(container.querySelector('s'))).toBe('RM 349.00');
  });

  it('ignores a "discount" that is not lower than the price', () => {
    const { container } = renderWithApp(
      <CourseCard course={courseFixture({ price: 100000, discount_price: 100000 })} />,
    );
    expect(container.querySelector('s')).toBeNull();
  });

  it('says Free for a zero price', () => {
    renderWithApp(<CourseCard course={courseFixture({ price: 0 })} />);
    expect(screen.getByText('Free')).toBeInTheDocument();
  });

  it('links the title to the course and marks bootcamps', () => {
    renderWithApp(<CourseCard course={courseFixture({ is_bootcamp: true })} />);
    expect(screen.getByRole('link', { name: 'Python for Data Analysis' })).toHaveAttribute(
      'href',
      '/education/python-for-data-analysis',
    );
    expect(screen.getByText('Bootcamp')).toBeInTheDocument();
    expect(screen.getByText('15,234 students')).toBeInTheDocument();
    expect(screen.getByText('12 h 30 min')).toBeInTheDocument();
  });

  it('marks the language of a title or category name the server sent in English on a Malay page', async () => {
    await setLocale('ms', { remember: false });
    const course = courseFixture({
      title: 'Python for Data Analysis',
      text_lang: { title: 'en' },
      category: { id: 3, slug: 'data-science', name: 'Sains Data', text_lang: {} },
    });
    renderWithApp(<CourseCard course={course} />);
    expect(screen.getByRole('link', { name: 'Python for Data Analysis' })).toHaveAttribute('lang', 'en');
    // A text in the page's language carries no lang of its own.
    expect(screen.getByText('Sains Data')).not.toHaveAttribute('lang');
  });

  it('gives the cover a fixed size and loads it lazily unless it is a priority', () => {
    const { container, unmount } = renderWithApp(<CourseCard course={courseFixture()} />);
    const img = container.querySelector('img')!;
    expect(img).toHaveAttribute('width', '640');
    expect(img).toHaveAttribute('height', '360');
    expect(img).toHaveAttribute('loading', 'lazy');
    unmount();
    const eager = renderWithApp(<CourseCard course={courseFixture()} priority="eager" />);
    expect(eager.container.querySelector('img')).toHaveAttribute('loading', 'eager');
    expect(eager.container.querySelector('img')).toHaveAttribute('fetchpriority', 'auto');
    eager.unmount();
    const first = renderWithApp(<CourseCard course={courseFixture()} priority="high" />);
    expect(first.container.querySelector('img')).toHaveAttribute('loading', 'eager');
    expect(first.container.querySelector('img')).toHaveAttribute('fetchpriority', 'high');
  });

  it('puts only the first of the eager covers first in line', () => {
    expect([0, 1, 3, 4].map((i) => coverPriority(i, 4))).toEqual(['high', 'eager', 'eager', false]);
    expect(coverPriority(0, 0)).toBe(false);
  });
});
