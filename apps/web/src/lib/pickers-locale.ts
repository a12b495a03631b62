/**
 * The date pickers' texts and dayjs locale per UI language, from MUI X's locale packs with our
 * catalogue's wording for the field placeholders ('YYYY' → 'ÅÅÅÅ'). Dates follow dayjs' locale:
 * DD.MM.YYYY in Danish, DD/MM/YYYY in English. Imported only by DateLocalization, so the picker
 * code loads with the pages that use it (docs/architecture.md "Front-end loading", "Translations").
 */
import { daDK as pickersDa, enUS as pickersEn } from '@mui/x-date-pickers/locales';
import type { PickersLocaleText } from '@mui/x-date-pickers';
import 'dayjs/locale/da';
import 'dayjs/locale/en-gb';
import type { Language } from '@udlejning/shared/i18n/index';
import { i18n } from './i18n';

/** dayjs locale of the date pickers per UI language. */
export const DAYJS_LOCALE = { da: 'da', en: 'en-gb' } as const satisfies Record<Language, string>;

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
