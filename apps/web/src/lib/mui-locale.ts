/**
 * MUI's own texts in the UI language: the core components (table pagination, rating, autocomplete,
 * alert) and the date pickers, from MUI's locale packs with our catalogue's wording where the pack
 * is wrong or incomplete ('Rækker pr side', '1 Stjern', English pagination labels, 'YYYY').
 * Dates in the pickers follow dayjs' locale: DD.MM.YYYY in Danish, DD/MM/YYYY in English.
 */
import type { Localization } from '@mui/material/locale';
import { daDK as coreDa, enUS as coreEn } from '@mui/material/locale';
import { daDK as pickersDa, enUS as pickersEn } from '@mui/x-date-pickers/locales';
import type { PickersLocaleText } from '@mui/x-date-pickers';
import 'dayjs/locale/da';
import 'dayjs/locale/en-gb';
import type { Language } from '@udlejning/shared/i18n/index';
import { i18n } from './i18n';

/** dayjs locale of the date pickers per UI language. */
export const DAYJS_LOCALE = { da: 'da', en: 'en-gb' } as const satisfies Record<Language, string>;

/** MUI core localization (pass to createTheme) for a UI language. */
export function muiCoreLocale(lang: Language): Localization {
  const t = i18n.getFixedT(lang, 'common');
  const base = lang === 'en' ? coreEn : coreDa;
  return {
    components: {
      ...base.components,
      MuiTablePagination: {
        defaultProps: {
          ...base.components?.MuiTablePagination?.defaultProps,
          labelRowsPerPage: t('rowsPerPage'),
        },
      },
      MuiRating: {
        defaultProps: {
          getLabelText: (value: number) => t('mui.stars', { count: value }),
          emptyLabelText: t('mui.noStars'),
        },
      },
      MuiPagination: {
        defaultProps: {
          ...base.components?.MuiPagination?.defaultProps,
          'aria-label': t('mui.pagination'),
          getItemAriaLabel: (type, page, selected) =>
            type === 'page'
              ? t(selected ? 'mui.page' : 'mui.goToPage', { page })
              : type === 'start-ellipsis' || type === 'end-ellipsis'
                ? ''
                : t(`mui.${type}`),
        },
      },
    },
  };
}

/** The date pickers' texts (LocalizationProvider localeText) for a UI language. */
export function pickersLocaleText(lang: Language): Partial<PickersLocaleText> {
  const base = (lang === 'en' ? pickersEn : pickersDa).components.MuiLocalizationProvider.defaultProps.localeText;
  const t = i18n.getFixedT(lang, 'common');
  return {
    ...base,
    fieldYearPlaceholder: (params) => t('mui.yearLetter').repeat(params.digitAmount),
    fieldMonthPlaceholder: (params) =>
      params.contentType === 'letter' ? t('mui.monthLetter').repeat(4) : t('mui.monthLetter').repeat(2),
    fieldDayPlaceholder: () => t('mui.dayLetter').repeat(2),
  };
}
