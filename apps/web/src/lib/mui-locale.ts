/**
 * MUI's own texts in the UI language: the core components (table pagination, rating, autocomplete,
 * alert, breadcrumbs, pagination, the loading bar's name), every one from our catalogue (`common`, `mui.*`). MUI's locale
 * packs are not imported: each builds an `Intl.NumberFormat` while the app boots (≈ 40 ms of the
 * sign-in page's main thread on a mid-tier phone, docs/architecture.md "Front-end loading"), and their Danish wording was wrong
 * in places ('Rækker pr side', '1 Stjern'). Numbers in the pager are formatted by TablePager.
 * The date pickers' texts are in pickers-locale.ts, loaded only with the pages that have a picker.
 */
import type { Localization } from '@mui/material/locale';
import type { Components, Theme } from '@mui/material/styles';
import type { Language } from '@udlejning/shared/i18n/index';
import { i18n } from './i18n';

/** MUI core localization (pass to createTheme) for a UI language, with the loading bar's name. */
export function muiCoreLocale(
  lang: Language,
): Localization & { components: NonNullable<Localization['components']> & Pick<Components<Theme>, 'MuiLinearProgress'> } {
  const t = i18n.getFixedT(lang, 'common');
  const arrowLabel = (type: 'first' | 'last' | 'next' | 'previous') => t(`mui.${type}`);
  return {
    components: {
      MuiBreadcrumbs: { defaultProps: { expandText: t('mui.showPath') } },
      MuiTablePagination: {
        defaultProps: {
          getItemAriaLabel: arrowLabel,
          labelRowsPerPage: t('rowsPerPage'),
          labelDisplayedRows: ({ from, to, count }) =>
            count === -1
              ? t('table.displayedRowsMore', { from, to, total: to })
              : t('table.displayedRows', { from, to, total: count }),
        },
      },
      MuiRating: {
        defaultProps: {
          getLabelText: (value: number) => t('mui.stars', { count: value }),
          emptyLabelText: t('mui.noStars'),
        },
      },
      MuiAutocomplete: {
        defaultProps: {
          clearText: t('mui.clear'),
          closeText: t('close'),
          loadingText: t('loading'),
          noOptionsText: t('mui.noOptions'),
          openText: t('mui.open'),
        },
      },
      MuiAlert: { defaultProps: { closeText: t('close') } },
      // a progress bar needs a name (WCAG 4.1.2, axe aria-progressbar-name); a bar that says more passes its own label
      MuiLinearProgress: { defaultProps: { 'aria-label': t('loading') } },
      MuiPagination: {
        defaultProps: {
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
