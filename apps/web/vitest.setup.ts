import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, beforeAll } from 'vitest';
import { loadNamespace } from './src/shared/i18n/i18n';

// findBy… and waitFor give up after 1 s by default: on a busy 2-core CI machine a mocked answer
// took longer than that to reach the screen (account-nav.test.tsx), so they wait up to 5 s. A
// test still fails when what it waits for never comes; it only says so later.
configure({ asyncUtilTimeout: 5_000 });

afterEach(() => {
  cleanup();
  localStorage.clear();
});

// In the app the router loads a feature's words with its pages; components under test get them all.
beforeAll(async () => {
  await Promise.all((['account', 'catalog', 'commerce', 'errors'] as const).map((ns) => loadNamespace(ns)));
});
