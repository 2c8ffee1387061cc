import { useQueryClient } from '@tanstack/react-query';
import { act, screen } from '@testing-library/react';
import { Suspense, type ReactNode } from 'react';
import type { ProductSettings } from '@app/contract/tenant/schemas';
import { matchRoutes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { paths, routeTable, type RouteEntry } from '@/shared/routes/route-table';
import { useSession } from '@/shared/session/session-store';
import { renderWithApp, stubFetch } from '@/shared/testing/render-with-app';
import { productQuery } from '@/shared/tenant/branding';
import { routes } from './router';

afterEach(() => {
  useSession.getState().clear();
  vi.unstubAllGlobals();
});

/** The pages under test may start reading their data (a course, the product settings): not what this is about. */
const answerNotFound = () =>
  stubFetch(() => ({
    status: 404,
    body: { status: 404, message: 'Not found', error: { code: 'not_found' } },
  }));

/** The route the router picks for a URL, and the params it reads from it. */
function routeFor(url: string) {
  const matches = matchRoutes(routes, url) ?? [];
  const last = matches.at(-1);
  return { path: last?.route.index ? '/' : last?.route.path, params: last?.params ?? {} };
}

const entries = Object.entries(routeTable) as [string, RouteEntry][];

describe('route table', () => {
  it('links fill and encode the one parameter of their pattern', () => {
    expect(paths.login).toBe('/login');
    expect(paths.course('belajar excel')).toBe('/education/belajar%20excel');
    expect(paths.educationCategory('Data & AI')).toBe('/education/category/Data%20%26%20AI');
    expect(paths.quiz(12)).toBe('/quiz/12');
  });

  it('the router serves every pattern of the table, reading its parameter back', () => {
    for (const [, { pattern }] of entries) {
      const url = pattern.replace(/:[^/]+/, 'x%20y');
      const found = routeFor(url);
      expect(found.path, url).toBe(pattern);
      if (pattern.includes(':')) expect(Object.values(found.params), url).toEqual(['x y']);
    }
    expect(routeFor('/no/such/page').path).toBe('*');
  });

  it('a guarded page sends a visitor without a token to /login, naming it; with one it stays', async () => {
    const guarded = entries.filter(([, entry]) => entry.guarded).map(([, entry]) => entry.pattern);
    expect(guarded).toContain('/education/:slug');
    expect(guarded).not.toContain('/education');
    answerNotFound();
    for (const pattern of guarded) {
      const route = matchRoutes(routes, pattern)!.at(-1)!.route;
      const view = renderWithApp(<Suspense fallback={null}>{route.element}</Suspense>, {
        path: pattern,
        route: pattern,
      });
      expect(screen.getByTestId('location').textContent, pattern).toBe(
        `/login?next=${encodeURIComponent(pattern)}`,
      );
      view.unmount();
    }

    act(() => useSession.getState().signIn('a.b.c', 'student'));
    const route = matchRoutes(routes, paths.vouchers)!.at(-1)!.route;
    renderWithApp(<Suspense fallback={null}>{route.element}</Suspense>, {
      path: paths.vouchers,
      route: paths.vouchers,
    });
    expect(screen.getByTestId('location').textContent).toBe('/profile/voucher');
  });

  it('course pages are open to visitors when the company says so (public_course_pages), and only they', () => {
    const product = (open: boolean): ProductSettings => ({
      singular_name: 'Course',
      plural_name: 'Courses',
      currency: 'IDR',
      default_locale: 'en',
      time_zone: 'Asia/Jakarta',
      public_course_pages: open,
    });
    /** The product settings as the domain gate has them before any page renders. */
    function Settings({ open, children }: { open: boolean; children: ReactNode }) {
      useQueryClient().setQueryData(productQuery.options('en').queryKey, product(open));
      return children;
    }
    answerNotFound();
    const at = (path: string, open: boolean) => {
      const route = matchRoutes(routes, path)!.at(-1)!.route;
      const view = renderWithApp(
        <Settings open={open}>
          <Suspense fallback={null}>{route.element}</Suspense>
        </Settings>,
        { path: route.path!, route: path },
      );
      const where = screen.getByTestId('location').textContent;
      view.unmount();
      return where;
    };
    expect(at('/education/python', true)).toBe('/education/python');
    expect(at('/education/python', false)).toBe('/login?next=%2Feducation%2Fpython');
    expect(at(paths.vouchers, true)).toBe('/login?next=%2Fprofile%2Fvoucher');
  });

  it('an open page does not ask for a token', () => {
    const route = matchRoutes(routes, paths.education)!.at(-1)!.route;
    renderWithApp(<Suspense fallback={null}>{route.element}</Suspense>, {
      path: paths.education,
      route: paths.education,
    });
    expect(screen.getByTestId('location').textContent).toBe('/education');
  });
});
