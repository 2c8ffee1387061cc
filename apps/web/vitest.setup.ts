import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach, beforeAll } from 'vitest';
import { loadNamespace } from './src/shared/i18n/i18n';

afterEach(() => {
  cleanup();
  localStorage.clear();
});

// In the app the router loads a feature's words with its pages; components under test get them all.
beforeAll(async () => {
  await Promise.all((['account', 'catalog', 'commerce', 'errors'] as const).map((ns) => loadNamespace(ns)));
});
