import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { loadRuntimeConfig } from './shared/config/runtime-config';
import { initLocale } from './shared/i18n/i18n';
import './styles.css';

// Run-time config and a stored language choice arrive before the first render.
await Promise.all([loadRuntimeConfig(), initLocale()]);

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
