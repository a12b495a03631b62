/** Entry: translations, client error reporting, the service worker (production only) and the app. */
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { i18nReady } from './lib/i18n';
import { App, prepareFirstRender, primeFirstRender } from './App';
import { resolveFirstPage } from './router';
import { installGlobalErrorReporting } from './modules/errors/report-error';

installGlobalErrorReporting();

// doc 1 §9: a service worker is registered. Dev builds skip it so Vite's reloads are never served stale.
if (import.meta.env.PROD && 'serviceWorker' in navigator) {
  window.addEventListener('load', () => {
    navigator.serviceWorker.register('/sw.js').catch(() => undefined);
  });
}

// the first render waits for the chosen language's labels (a failed load still renders, with keys)
// the first page's code (router.tsx resolveFirstPage) and the stored login's user (session.tsx)
// and then renders in a task of its own, after the router and theme were built in another (App.tsx
// prepareFirstRender): three shorter tasks instead of one long one while a phone starts the app
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));
void Promise.allSettled([i18nReady, resolveFirstPage(), primeFirstRender()])
  .then(nextTask)
  .then(prepareFirstRender)
  .then(nextTask)
  .finally(() =>
    createRoot(document.getElementById('root')!).render(
      <StrictMode>
        <App />
      </StrictMode>,
    ),
  );
