/* eslint-disable @typescript-eslint/consistent-type-definitions -- module augmentation needs interfaces */
/** MUI theme: Udlejning green, and the 'desk' breakpoint where the drawer becomes permanent (doc 1 §2). */
import { alpha, createTheme } from '@mui/material/styles';
import type { Language } from '@udlejning/shared/i18n/index';
import { muiCoreLocale } from './lib/mui-locale';

declare module '@mui/material/styles' {
  interface BreakpointOverrides {
    desk: true;
  }
}

/** Width of the side drawer in px (doc 1 §9). */
export const DRAWER_WIDTH = 250;

const PRIMARY = '#1b5e20';

/** The theme for a UI language ('da' or 'en'): MUI's own texts follow the language. */
export function buildTheme(lang: Language) {
  return createTheme(
    {
      palette: { primary: { main: PRIMARY }, secondary: { main: '#ef6c00' }, background: { default: '#f6f7f9' } },
      breakpoints: { values: { xs: 0, sm: 600, md: 900, desk: 1024, lg: 1200, xl: 1536 } },
      shape: { borderRadius: 8 },
      typography: {
        fontFamily: 'Roboto, "Segoe UI", "DejaVu Sans", Arial, sans-serif',
        button: { textTransform: 'none', fontWeight: 600 },
      },
      components: {
        MuiAppBar: { defaultProps: { elevation: 0 } },
        MuiListItemButton: {
          styleOverrides: {
            root: {
              '&.Mui-selected': {
                backgroundColor: alpha(PRIMARY, 0.12),
                color: PRIMARY,
                '& .MuiListItemIcon-root': { color: PRIMARY },
                '& .MuiListItemText-primary': { fontWeight: 600 },
              },
              '&.Mui-selected:hover': { backgroundColor: alpha(PRIMARY, 0.18) },
            },
          },
        },
      },
    },
    muiCoreLocale(lang),
  );
}
