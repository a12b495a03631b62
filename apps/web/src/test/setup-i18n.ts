/**
 * Vitest setup for the web app's component tests (the files that ask for a DOM environment): the
 * app loads its catalogues on demand (lib/i18n.ts), a test renders at once, so every namespace of
 * both languages is loaded before any test runs. Server and shared tests (no DOM) skip this.
 */
if (typeof document !== 'undefined') {
  const { i18n, i18nReady, loadAppNamespaces } = await import('../lib/i18n');
  await i18nReady;
  await loadAppNamespaces();
  await i18n.loadLanguages(['da', 'en']);
}

export {};
