/**
 * "Gå til indhold" / "Skip to content" (WCAG 2.4.1): the first focusable element of every page,
 * hidden until it has keyboard focus; it moves focus to the page's `<main id="main-content">`.
 */
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import { FOCUS_RING } from '../theme';

/** The id every layout gives its `<main>` (with tabIndex -1 so it can take focus). */
export const MAIN_ID = 'main-content';

export function SkipLink() {
  const { t } = useTranslation();
  return (
    <Box
      component="a"
      href={`#${MAIN_ID}`}
      onClick={(e) => {
        // focus the main region without a hash change (which the router would treat as a navigation)
        e.preventDefault();
        document.getElementById(MAIN_ID)?.focus();
      }}
      sx={{
        position: 'fixed',
        top: 8,
        left: 8,
        zIndex: (theme) => theme.zIndex.tooltip + 1,
        px: 2,
        py: 1,
        borderRadius: 1,
        bgcolor: 'background.paper',
        color: 'primary.main',
        fontWeight: 600,
        boxShadow: 3,
        transform: 'translateY(-200%)',
        '&:focus, &:focus-visible': { transform: 'none', outline: `2px solid ${FOCUS_RING}`, outlineOffset: 2 },
      }}
    >
      {t('skipToContent')}
    </Box>
  );
}
