import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { takeSignInCode } from './features/session/lib/sign-in-code';
import { brandFromBoot, readBoot, useBrand } from './shared/brand/brand';
import { setLocale, storedLocale } from './shared/i18n/i18n';
import './styles.css';

// Before anything else: a sign-in code leaves the address bar and the history entry at once.
if (window.location.pathname === '/sign-in') takeSignInCode();

// The company the page was served for (its brand and language), then its default language unless
// this browser picked another in the studio before: the first screen waits for that language's
// words (English, built in, if they cannot be fetched).
brandFromBoot(readBoot());
void setLocale(storedLocale() ?? useBrand.getState().defaultLanguage)
  .catch(() => undefined)
  .finally(() =>
    createRoot(document.getElementById('root')!).render(
      <StrictMode>
        <App />
      </StrictMode>,
    ),
  );
