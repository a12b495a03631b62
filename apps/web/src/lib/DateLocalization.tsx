/**
 * The date pickers' adapter (dayjs) and locale, following the UI language (da or en). Wrap only the
 * fields that use a picker: dayjs and the picker code then load with those pages, not with the
 * sign-in page (issue 8 §2).
 */
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import 'dayjs/locale/da';

export function DateLocalization({ children }: { children: ReactNode }) {
  const { i18n } = useTranslation();
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs} adapterLocale={i18n.language === 'en' ? 'en' : 'da'}>
      {children}
    </LocalizationProvider>
  );
}
