/**
 * Vitest setup for the web app's component tests (the files that ask for a DOM environment): the
 * app loads its catalogues on demand (lib/i18n.ts), a test renders at once, so every namespace of
 * both languages is loaded before any test runs; `findBy…` waits up to 5 s. Server and shared tests (no DOM) skip this.
 */
if (typeof document !== 'undefined') {
  // Lazy chunks resolve in well under a second alone, but several seconds on a loaded 2-core CI machine.
  const { configure } = await import('@testing-library/react');
  configure({ asyncUtilTimeout: 5_000 });
  const { i18n, i18nReady, loadAppNamespaces } = await import('../lib/i18n');
  await i18nReady;
  await loadAppNamespaces();
  await i18n.loadLanguages(['da', 'en']);
}

export {};
