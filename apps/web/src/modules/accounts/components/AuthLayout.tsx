import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import HomeWorkIcon from '@mui/icons-material/HomeWork';
import { LanguageMenu } from '../../../shell/LanguageMenu';
import { PageHeading } from '../../../shell/PageHeading';
import { MAIN_ID } from '../../../shell/SkipLink';
import { AccountMenu } from '../../../shell/AccountMenu';

type Props = {
  title: string;
  intro?: ReactNode;
  /** Card width on larger screens, in px (signup is wider). */
  width?: number;
  children: ReactNode;
  /** Links under the card (e.g. to sign-in or signup). */
  footer?: ReactNode;
};

/**
 * The logged-out pages' frame (sign-in, signup, forgot and reset): a centred card without the
 * shell's drawer, full width on phones, with the brand, the language switch and the logged-out
 * account menu above it.
 */
export function AuthLayout({ title, intro, width = 440, children, footer }: Props) {
  const { t } = useTranslation('accounts');
  return (
    <Box
      component="main"
      id={MAIN_ID}
      tabIndex={-1}
      sx={{
        '&:focus': { outline: 'none' },
        minHeight: '100vh',
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        px: { xs: 1.5, sm: 3 },
        py: { xs: 2, sm: 6 },
        background: (theme) =>
          `linear-gradient(180deg, ${theme.palette.primary.main}14 0%, ${theme.palette.background.default} 320px)`,
      }}
    >
      <Stack
        direction="row"
        sx={{ alignItems: 'center', justifyContent: 'space-between', width: '100%', maxWidth: width, mb: 2 }}
      >
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', color: 'primary.main' }}>
          <HomeWorkIcon />
          <Typography variant="h6" component="p" sx={{ fontWeight: 700 }}>
            {t('brand')}
          </Typography>
        </Stack>
        {/* the logged-out account menu of doc 1 §2 ("Ny udlejer", "Log ind") is here too */}
        <Stack direction="row" sx={{ color: 'text.secondary', alignItems: 'center' }}>
          <LanguageMenu />
          <AccountMenu user={null} onSignOut={() => undefined} />
        </Stack>
      </Stack>
      <Card variant="outlined" sx={{ width: '100%', maxWidth: width, borderRadius: 3 }}>
        <CardContent sx={{ p: { xs: 2.5, sm: 4 }, '&:last-child': { pb: { xs: 3, sm: 4 } } }}>
          <PageHeading title={title} variant="h5" sx={{ fontWeight: 600 }} gutterBottom />
          {intro && (
            <Typography variant="body2" color="text.secondary" sx={{ mb: 3 }}>
              {intro}
            </Typography>
          )}
          {children}
        </CardContent>
      </Card>
      {footer && (
        <Box sx={{ mt: 2, textAlign: 'center', color: 'text.secondary' }}>
          <Typography variant="body2">{footer}</Typography>
        </Box>
      )}
    </Box>
  );
}
