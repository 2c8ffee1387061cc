import { useCallback } from 'react';
import { useSearchParams } from 'react-router';

type Patch = Record<string, string | number | undefined>;

/**
 * A list's state kept in the URL's query string. A change of anything but the page goes back to
 * page 1; empty values and page 1 are left out of the URL. `replace` keeps typing in a search box
 * from filling the history.
 */
export function useSearchUpdate() {
  const [search, setSearch] = useSearchParams();
  const update = useCallback(
    (patch: Patch, { replace = false } = {}) => {
      setSearch(
        (current) => {
          const next = new URLSearchParams(current);
          for (const [key, value] of Object.entries(patch)) {
            if (value === undefined || value === '' || value === 'all') next.delete(key);
            else next.set(key, String(value));
          }
          if (!('page' in patch) || next.get('page') === '1') next.delete('page');
          return next;
        },
        { replace },
      );
    },
    [setSearch],
  );
  return { search, update };
}
