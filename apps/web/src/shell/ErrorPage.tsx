import { useTranslation } from 'react-i18next';
import { Box, Button, Typography } from '@mui/material';

/** The generic error page: 'Something bad happened' (doc 1 §2). */
export function ErrorPage() {
  const { t } = useTranslation();
  return (
    <Box sx={{ p: 6, textAlign: 'center' }}>
      <Typography variant="h4" component="h1" gutterBottom>
        {t('somethingBad')}
      </Typography>
      <Button variant="contained" href="/">
        {t('goHome')}
      </Button>
    </Box>
  );
}
