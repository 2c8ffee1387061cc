import { act, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { matchRoutes } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { paths, routeTable, type RouteEntry } from '@/shared/routes/route-table';
import { useSession } from '@/shared/session/session-store';
import { renderWithApp } from '@/shared/testing/render-with-app';
import { routes } from './router';

afterEach(() => useSession.getState().clear());

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

  it('a guarded page sends a visitor without a token to /login; with one it stays', async () => {
    const guarded = entries.filter(([, entry]) => entry.guarded).map(([, entry]) => entry.pattern);
    expect(guarded).toContain('/education/:slug');
    expect(guarded).not.toContain('/education');
    for (const pattern of guarded) {
      const route = matchRoutes(routes, pattern)!.at(-1)!.route;
      const view = renderWithApp(<Suspense fallback={null}>{route.element}</Suspense>, {
        path: pattern,
        route: pattern,
      });
      expect(screen.getByTestId('location').textContent, pattern).toBe('/login');
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

  it('an open page does not ask for a token', () => {
    const route = matchRoutes(routes, paths.education)!.at(-1)!.route;
    renderWithApp(<Suspense fallback={null}>{route.element}</Suspense>, {
      path: paths.education,
      route: paths.education,
    });
    expect(screen.getByTestId('location').textContent).toBe('/education');
  });
});
