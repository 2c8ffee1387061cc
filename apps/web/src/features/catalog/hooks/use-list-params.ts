import { useCallback } from 'react';
import { useSearchParams } from 'react-router';
import { courseSorts, type CourseSort } from '@app/contract/catalog/constants';

export interface ListParams {
  page: number;
  category: string | undefined;
  sort: CourseSort;
  minPrice: number | undefined;
  maxPrice: number | undefined;
  q: string;
}

const positive = (value: string | null) => {
  if (value === null || value.trim() === '') return undefined;
  const n = Number(value);
  return Number.isFinite(n) && n >= 0 ? n : undefined;
};

/** Reads a listing's state from the URL, so links, reloads and the back button keep it. */
export function parseListParams(search: URLSearchParams): ListParams {
  const page = Math.floor(Number(search.get('page')));
  const sort = search.get('sort') as CourseSort | null;
  return {
    page: Number.isFinite(page) && page >= 1 ? Math.min(page, 100000) : 1,
    category: search.get('category')?.trim() || undefined,
    sort: sort && courseSorts.includes(sort) ? sort : 'popular',
    minPrice: positive(search.get('min_price')),
    maxPrice: positive(search.get('max_price')),
    q: search.get('q')?.trim() ?? '',
  };
}

type Patch = Partial<
  Record<'page' | 'category' | 'sort' | 'min_price' | 'max_price' | 'q', string | number | undefined>
>;

/**
 * The listing state in the URL's search params: filter, sort, price range, page and search term.
 * Changing a filter returns to page 1; defaults are left out of the URL.
 */
export function useListParams() {
  const [search, setSearch] = useSearchParams();
  const params = parseListParams(search);
  const update = useCallback(
    (patch: Patch) => {
      setSearch((current) => {
        const next = new URLSearchParams(current);
        for (const [key, value] of Object.entries(patch)) {
          if (value === undefined || value === '') next.delete(key);
          else next.set(key, String(value));
        }
        if (!('page' in patch)) next.delete('page');
        if (next.get('page') === '1') next.delete('page');
        if (next.get('sort') === 'popular') next.delete('sort');
        return next;
      });
    },
    [setSearch],
  );
  return { params, update, search };
}
