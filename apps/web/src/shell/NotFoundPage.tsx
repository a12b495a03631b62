import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import SearchOffIcon from '@mui/icons-material/SearchOff';
import { PageHeading } from './PageHeading';

/** Catch-all page for unknown routes. */
export function NotFoundPage() {
  const { t } = useTranslation();
  return (
    <Box sx={{ display: 'flex', justifyContent: 'center', px: 2, py: { xs: 4, sm: 8 } }}>
      <Paper variant="outlined" sx={{ p: { xs: 3, sm: 5 }, maxWidth: 520, width: '100%', textAlign: 'center' }}>
        <SearchOffIcon color="action" sx={{ fontSize: 56, mb: 1 }} aria-hidden />
        <PageHeading title={t('notFound')} variant="h5" gutterBottom />
        <Typography color="text.secondary" sx={{ mb: 3 }}>
          {t('notFoundHint')}
        </Typography>
        <Button variant="contained" component={Link} to="/">
          {t('goHome')}
        </Button>
      </Paper>
    </Box>
  );
}
