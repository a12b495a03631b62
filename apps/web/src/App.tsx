/**
 * Providers (query cache, theme, toasts, session) around the router. The date pickers' provider is
 * lib/DateLocalization, around the fields that use one (it keeps dayjs off the first page).
 */
import { useMemo } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { RouterProvider } from 'react-router';
import { useTranslation } from 'react-i18next';
import { buildTheme } from './theme';
import { currentLanguage } from './lib/i18n';
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

export function App() {
  const { i18n } = useTranslation();
  const lang = i18n.language === 'en' ? 'en' : currentLanguage();
  const theme = useMemo(() => buildTheme(lang), [lang]);
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
