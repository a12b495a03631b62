/**
 * The date pickers' adapter (dayjs), locale and texts, following the UI language (da or en). Wrap
 * only the fields that use a picker: dayjs and the picker code then load with those pages, not
 * with the sign-in page (docs/architecture.md "Front-end loading", "Translations").
 */
import { useMemo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { currentLanguage } from './i18n';
import { DAYJS_LOCALE, pickersLocaleText } from './pickers-locale';

export function DateLocalization({ children }: { children: ReactNode }) {
  const { i18n } = useTranslation();
  const lang = i18n.language === 'en' ? 'en' : currentLanguage();
  const localeText = useMemo(() => pickersLocaleText(lang), [lang]);
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs} adapterLocale={DAYJS_LOCALE[lang]} localeText={localeText}>
      {children}
    </LocalizationProvider>
  );
}
