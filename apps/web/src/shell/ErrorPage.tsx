import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import ErrorOutlineIcon from '@mui/icons-material/ErrorOutlineOutlined';
import { usePageTitle } from './PageHeading';

/** The generic error page: 'Something bad happened' (doc 1 §2), with Try again and Go home. */
export function ErrorPage() {
  const { t } = useTranslation();
  // no router hooks here: the error may come from outside the router
  usePageTitle(t('somethingBad'));
  return (
    <Box sx={{ display: 'flex', justifyContent: 'center', px: 2, py: { xs: 4, sm: 8 } }}>
      <Paper variant="outlined" role="alert" sx={{ p: { xs: 3, sm: 5 }, maxWidth: 520, width: '100%', textAlign: 'center' }}>
        <ErrorOutlineIcon color="error" sx={{ fontSize: 56, mb: 1 }} aria-hidden />
        <Typography variant="h5" component="h1" gutterBottom>
          {t('somethingBad')}
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 3 }}>
          {t('somethingBadHint')}
        </Typography>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ justifyContent: 'center' }}>
          <Button variant="outlined" onClick={() => window.location.reload()}>
            {t('tryAgain')}
          </Button>
          {/* a full page load: the router itself may be what failed */}
          <Button variant="contained" href="/">
            {t('goHome')}
          </Button>
        </Stack>
      </Paper>
    </Box>
  );
}
