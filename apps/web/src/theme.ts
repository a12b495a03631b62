/* eslint-disable @typescript-eslint/consistent-type-definitions -- module augmentation needs interfaces */
/**
 * MUI theme: Udlejning green, the 'desk' breakpoint where the drawer becomes permanent (doc 1 §2),
 * and WCAG 2.1 AA (docs/architecture.md "Accessibility"): every palette colour used for text or under white text reaches
 * 4.5:1 on white and on the page background, and every control shows a 2 px focus ring (≥ 3:1).
 */
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
/**
 * Status colours dark enough for text on white (and white text on them): warning 5.5:1 (MUI's
 * #ed6c02 is 3.1:1), info 7.4:1, success 5.1:1, error 5.6:1. Exported for the toasts.
 */
export const STATUS_COLORS = { warning: '#b34700', info: '#01579b', success: '#2e7d32', error: '#c62828' } as const;
/** The keyboard focus ring: 6.2:1 on white; white inside the green app bar. */
export const FOCUS_RING = '#0b57d0';
/** Styles that hide an element visually but keep it for screen readers (and focusable by script). */
export const visuallyHidden = {
  border: 0,
  clip: 'rect(0 0 0 0)',
  height: '1px',
  margin: '-1px',
  overflow: 'hidden',
  padding: 0,
  position: 'absolute',
  whiteSpace: 'nowrap',
  width: '1px',
} as const;
const ring = (offset: number) => ({ outline: `2px solid ${FOCUS_RING}`, outlineOffset: offset });

/** The theme for a UI language ('da' or 'en'): MUI's own texts follow the language. */
export function buildTheme(lang: Language) {
  return createTheme(
    {
      palette: {
        primary: { main: PRIMARY },
        secondary: { main: STATUS_COLORS.warning },
        warning: { main: STATUS_COLORS.warning, contrastText: '#fff' },
        info: { main: STATUS_COLORS.info },
        success: { main: STATUS_COLORS.success },
        error: { main: STATUS_COLORS.error },
        // MUI's rgba(0,0,0,0.6) is 5.4:1 on the page background; this solid grey is 5.7:1 there
        text: { secondary: '#595959' },
        background: { default: '#f6f7f9' },
      },
      breakpoints: { values: { xs: 0, sm: 600, md: 900, desk: 1024, lg: 1200, xl: 1536 } },
      shape: { borderRadius: 8 },
      typography: {
        fontFamily: 'Roboto, "Segoe UI", "DejaVu Sans", Arial, sans-serif',
        button: { textTransform: 'none', fontWeight: 600 },
      },
      components: {
        // the app renders only in the browser: read the media query on the first render, so a phone's first
        // render is already its phone layout (PagedTable's cards), not the desktop table replaced a task later
        MuiUseMediaQuery: { defaultProps: { noSsr: true } },
        MuiCssBaseline: {
          styleOverrides: {
            // links and other natively focusable elements; MUI's own controls are styled below
            'a:focus-visible, [tabindex="0"]:focus-visible, summary:focus-visible': ring(2),
            // on the green app bar the ring is white (blue on green is 1.2:1); specific enough to beat the controls' own rule
            '.MuiAppBar-root a:focus-visible, .MuiAppBar-root .MuiButtonBase-root.Mui-focusVisible': { outlineColor: '#fff' },
          },
        },
        MuiAppBar: { defaultProps: { elevation: 0 } },
        MuiButtonBase: { styleOverrides: { root: { '&.Mui-focusVisible': ring(2) } } },
        // inside lists, menus, tables and steppers the ring sits inside the item, so no scroll box clips it
        MuiMenuItem: { styleOverrides: { root: { '&.Mui-focusVisible': ring(-2) } } },
        MuiTab: { styleOverrides: { root: { '&.Mui-focusVisible': ring(-2) } } },
        MuiTableRow: { styleOverrides: { root: { '&:focus-visible': ring(-2) } } },
        MuiStepButton: { styleOverrides: { root: { borderRadius: 8 } } },
        MuiChip: { styleOverrides: { root: { '&.Mui-focusVisible': ring(1) } } },
        MuiSwitch: { styleOverrides: { switchBase: { '&.Mui-focusVisible': ring(-4) } } },
        // the helper text of a disabled field still carries information (2.7:1 in MUI's disabled grey)
        MuiFormHelperText: { styleOverrides: { root: { '&.Mui-disabled': { color: '#595959' } } } },
        MuiListItemButton: {
          styleOverrides: {
            root: {
              '&.Mui-focusVisible': ring(-2),
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
