import { Link as RouterLink } from 'react-router';
import { Button } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import { useTranslation } from 'react-i18next';

/** 'Create dwelling' → /dwellings/create. */
export function CreateDwellingButton() {
  const { t } = useTranslation('dwellings');
  return (
    <Button component={RouterLink} to="/dwellings/create" variant="contained" startIcon={<AddIcon />}>
      {t('list.createDwelling')}
    </Button>
  );
}
