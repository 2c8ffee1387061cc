import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach, beforeAll } from 'vitest';
import { loadErrorWords } from './src/shared/i18n/i18n';

afterEach(() => {
  cleanup();
  localStorage.clear();
});

// The words of the server's error codes load with the first failure in the app; tests get them first.
beforeAll(() => loadErrorWords());
