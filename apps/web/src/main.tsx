/** Entry: translations, client error reporting, the service worker (production only) and the app. */
import { StrictMode, startTransition } from 'react';
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
// the first page's code (router.tsx resolveFirstPage) and the stored login's user (session.tsx),
// after the router and theme were built in a task of their own (App.tsx prepareFirstRender). The
// render itself is a transition: React renders it concurrently and yields to the browser every few
// milliseconds, so a phone's main thread gets short tasks instead of one long one (the shell's first
// render, MUI and emotion styling each component type once, was ≈ 200 ms at Lighthouse's 4× CPU)
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));
void Promise.allSettled([i18nReady, resolveFirstPage(), primeFirstRender()])
  .then(nextTask)
  .then(prepareFirstRender)
  .then(nextTask)
  .finally(() => {
    const root = createRoot(document.getElementById('root')!);
    startTransition(() =>
      root.render(
        <StrictMode>
          <App />
        </StrictMode>,
      ),
    );
  });
