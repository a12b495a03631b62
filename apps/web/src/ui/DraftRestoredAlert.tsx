import { Alert, type SxProps, type Theme } from '@mui/material';
import { useTranslation } from 'react-i18next';

/** "We restored what you typed": shown above a form whose draft was restored (lib/form-draft.ts). */
export function DraftRestoredAlert({ onClose, sx }: { onClose: () => void; sx?: SxProps<Theme> }) {
  const { t } = useTranslation('common');
  return (
    <Alert severity="info" role="status" onClose={onClose} sx={sx}>
      {t('draft.restored')}
    </Alert>
  );
}
