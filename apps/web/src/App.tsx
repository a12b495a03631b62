/**
 * Providers (query cache, theme, toasts, session) around the router. The date pickers' provider is
 * lib/DateLocalization, around the fields that use one (it keeps dayjs off the first page).
 */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider, type Theme } from '@mui/material/styles';
import { RouterProvider } from 'react-router';
import { useTranslation } from 'react-i18next';
import { buildTheme } from './theme';
import { currentLanguage } from './lib/i18n';
import type { Language } from '@udlejning/shared/i18n/languages';
import { appRouter } from './router';
import { SessionProvider, primeSession } from './modules/accounts/session';
import { Toaster } from './ui/toast/toast';

const queryClient = new QueryClient({
  defaultOptions: { queries: { retry: 1, refetchOnWindowFocus: false } },
});

/** What the first render waits for besides labels and code: the stored login's session user (session.tsx). */
export function primeFirstRender(): Promise<void> {
  return primeSession(queryClient);
}

/** The MUI theme of each UI language, built once (with MUI's texts from our catalogue). */
const themes = new Map<Language, Theme>();
function themeFor(lang: Language): Theme {
  let theme = themes.get(lang);
  if (!theme) themes.set(lang, (theme = buildTheme(lang)));
  return theme;
}

/**
 * Builds what the first render would otherwise build inside its own task: the router and the theme of
 * the current language (≈ 30–40 ms of a mid-tier phone's main thread). main.tsx runs it in a task of
 * its own between the loads and the render, so the longest start-up task is that much shorter
 * (docs/architecture.md "Front-end loading"). Call it after resolveFirstPage and i18nReady.
 */
export function prepareFirstRender(): void {
  appRouter();
  themeFor(currentLanguage());
}

export function App() {
  const { i18n } = useTranslation();
  const lang = i18n.language === 'en' ? 'en' : currentLanguage();
  const theme = themeFor(lang);
  return (
    <QueryClientProvider client={queryClient}>
      <ThemeProvider theme={theme}>
        <CssBaseline />
        <SessionProvider>
          <RouterProvider router={appRouter()} />
        </SessionProvider>
        <Toaster />
      </ThemeProvider>
    </QueryClientProvider>
  );
}
