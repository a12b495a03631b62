import { useTranslation } from 'react-i18next';
import { Box, Button, Typography } from '@mui/material';

/** Catch-all page. */
export function NotFoundPage() {
  const { t } = useTranslation();
  return (
    <Box sx={{ p: 6, textAlign: 'center' }}>
      <Typography variant="h4" component="h1" gutterBottom>
        {t('notFound')}
      </Typography>
      <Button variant="contained" href="/">
        {t('goHome')}
      </Button>
    </Box>
  );
}
