import { useTranslation } from 'react-i18next';
import { Box, Link, Typography } from '@mui/material';

/** The partner host's help box in the side menu (doc 1 §1): support e-mail and support hours. */
export function HelpBox({ email }: { email: string }) {
  const { t } = useTranslation();
  return (
    <Box component="aside" aria-labelledby="help-box-title" sx={{ m: 1.5, p: 1.5, borderRadius: 2, bgcolor: 'action.hover' }}>
      <Typography id="help-box-title" variant="subtitle2" component="h2">
        {t('helpBox.title')}
      </Typography>
      <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
        <Link href={`mailto:${email}`}>{t('helpBox.email', { email })}</Link>
      </Typography>
      <Typography variant="body2" sx={{ mt: 1, fontWeight: 600 }}>
        {t('helpBox.hoursTitle')}
      </Typography>
      <Typography variant="body2">{t('helpBox.weekdays')}</Typography>
      <Typography variant="body2">{t('helpBox.friday')}</Typography>
    </Box>
  );
}
