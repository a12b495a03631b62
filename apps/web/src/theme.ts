/* eslint-disable @typescript-eslint/consistent-type-definitions -- module augmentation needs interfaces */
/** MUI theme: Udlejning green, and the 'desk' breakpoint where the drawer becomes permanent (doc 1 §2). */
import { createTheme } from '@mui/material/styles';
import { daDK, enUS } from '@mui/material/locale';

declare module '@mui/material/styles' {
  interface BreakpointOverrides {
    desk: true;
  }
}

export const DRAWER_WIDTH = 250;

export function buildTheme(lang: string) {
  return createTheme(
    {
      palette: { primary: { main: '#1b5e20' }, secondary: { main: '#ef6c00' }, background: { default: '#f6f7f9' } },
      breakpoints: { values: { xs: 0, sm: 600, md: 900, desk: 1024, lg: 1200, xl: 1536 } },
      shape: { borderRadius: 8 },
      typography: { fontFamily: 'Roboto, "Segoe UI", "DejaVu Sans", Arial, sans-serif' },
    },
    lang === 'en' ? enUS : daDK,
  );
}
