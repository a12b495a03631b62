import { useTranslation } from 'react-i18next';
import { Box, Paper, Typography } from '@mui/material';
import ConstructionIcon from '@mui/icons-material/Construction';
import { PageHeading } from './PageHeading';

type Props = {
  /** The page's title, already translated. */
  title: string;
};

/** A tidy placeholder card for pages that are not built yet. */
export function ComingSoonPage({ title }: Props) {
  const { t } = useTranslation();
  return (
    <Box>
      <PageHeading title={title} variant="h5" sx={{ mb: 2, fontWeight: 600 }} />
      <Paper variant="outlined" sx={{ p: { xs: 3, sm: 5 }, textAlign: 'center', maxWidth: 640 }}>
        <Box
          sx={{
            width: 72,
            height: 72,
            borderRadius: '50%',
            bgcolor: 'action.hover',
            color: 'primary.main',
            display: 'inline-flex',
            alignItems: 'center',
            justifyContent: 'center',
            mb: 2,
          }}
          aria-hidden
        >
          <ConstructionIcon sx={{ fontSize: 36 }} />
        </Box>
        <Typography variant="h6" component="h2" gutterBottom>
          {t('comingSoon')}
        </Typography>
        <Typography color="text.secondary">{t('comingSoonText')}</Typography>
      </Paper>
    </Box>
  );
}
