import { describe, expect, it } from 'vitest';
import { pages } from '../router';
import { pageModules } from './page-modules';

describe('pageModules', () => {
  it('names the file each page of the router loads', () => {
    for (const [id, file] of Object.entries(pageModules)) {
      if (id === 'notFound') continue;
      const load = String(pages[id as keyof typeof pages].load);
      expect(load, id).toContain(file.replace(/^src\//, '').replace(/\.tsx$/, ''));
    }
  });
});
