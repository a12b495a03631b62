/**
 * The frame of a listing's public page: a slim header with the product name and the language menu, and the main region.
 * Built from core modules only (Box, Typography, Container beside the page; no AppBar or Toolbar, which live in the
 * signed-in shell's chunk), so the page's first render loads no signed-in chunk (docs/architecture.md "Front-end loading").
 */
import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { LanguageMenu } from '../../../shell/LanguageMenu';
import { MAIN_ID } from '../../../shell/SkipLink';

export function PublicListingLayout({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <>
      {/* looks like MUI's static primary AppBar with a regular Toolbar */}
      <Box
        component="header"
        sx={{
          bgcolor: 'primary.main',
          color: 'primary.contrastText',
          display: 'flex',
          alignItems: 'center',
          minHeight: { xs: 56, sm: 64 },
          px: { xs: 2, sm: 3 },
        }}
      >
        <Typography variant="h6" component="span" sx={{ flexGrow: 1, fontWeight: 700 }}>
          {t('appTitle')}
        </Typography>
        <LanguageMenu />
      </Box>
      <Container
        component="main"
        id={MAIN_ID}
        tabIndex={-1}
        maxWidth="lg"
        sx={{ py: { xs: 2, sm: 4 }, '&:focus': { outline: 'none' } }}
      >
        {children}
      </Container>
      <Box component="footer" sx={{ py: 3, textAlign: 'center', color: 'text.secondary', typography: 'caption' }} />
    </>
  );
}
