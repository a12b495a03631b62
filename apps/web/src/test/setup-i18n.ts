/**
 * Vitest setup for the web app's component tests (the files that ask for a DOM environment): the
 * app loads its catalogues on demand (lib/i18n.ts), a test renders at once, so every namespace of
 * both languages is loaded before any test runs; `findBy…` waits up to 5 s; toasts left waiting are dropped after
 * each test, form drafts before each. Server and shared tests (no DOM) skip this.
 */
if (typeof document !== 'undefined') {
  // Lazy chunks resolve in well under a second alone, but several seconds on a loaded 2-core CI machine.
  const { configure } = await import('@testing-library/react');
  configure({ asyncUtilTimeout: 5_000 });
  const { i18n, i18nReady, loadAppNamespaces } = await import('../lib/i18n');
  await i18nReady;
  await loadAppNamespaces();
  await i18n.loadLanguages(['da', 'en']);
  // toasts wait in a module-level queue until a Toaster has loaded notistack (ui/toast/toast.tsx): one test's
  // must not show on the next test's page (tests run in any order, docs/architecture.md "Test order")
  const { afterEach, beforeEach } = await import('vitest');
  const { clearWaitingToasts } = await import('../ui/toast/toast');
  afterEach(() => clearWaitingToasts());
  // a form unmounted by one test's cleanup keeps its draft (lib/form-draft.ts): the next test starts without it
  const { clearAllDrafts } = await import('../lib/form-draft');
  beforeEach(() => clearAllDrafts());
}

export {};
