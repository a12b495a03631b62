/** The frame of a listing's public page: a slim header with the product name and the language menu, and the main region. */
import type { ReactNode } from 'react';
import { AppBar, Box, Container, Toolbar, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { LanguageMenu } from '../../../shell/LanguageMenu';
import { MAIN_ID } from '../../../shell/SkipLink';

export function PublicListingLayout({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <>
      <AppBar position="static" color="primary" elevation={0}>
        <Toolbar>
          <Typography variant="h6" component="span" sx={{ flexGrow: 1, fontWeight: 700 }}>
            {t('appTitle')}
          </Typography>
          <LanguageMenu />
        </Toolbar>
      </AppBar>
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
