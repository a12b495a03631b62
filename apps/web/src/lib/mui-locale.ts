/**
 * MUI's own texts in the UI language: the core components (table pagination, rating, autocomplete,
 * alert), from MUI's locale pack with our catalogue's wording where the pack is wrong or incomplete
 * ('Rækker pr side', '1 Stjern', English pagination labels). The date pickers' texts are in
 * pickers-locale.ts, loaded only with the pages that have a picker.
 */
import type { Localization } from '@mui/material/locale';
import { daDK as coreDa, enUS as coreEn } from '@mui/material/locale';
import type { Language } from '@udlejning/shared/i18n/index';
import { i18n } from './i18n';

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
