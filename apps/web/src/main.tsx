/** Entry: translations, client error reporting, the service worker (production only) and the app. */
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import './lib/i18n';
import { App } from './App';
import { installGlobalErrorReporting } from './modules/errors/report-error';

installGlobalErrorReporting();

// doc 1 §9: a service worker is registered. Dev builds skip it so Vite's reloads are never served stale.
if (import.meta.env.PROD && 'serviceWorker' in navigator) {
  window.addEventListener('load', () => {
    navigator.serviceWorker.register('/sw.js').catch(() => undefined);
  });
}

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
