import { useNavigate } from 'react-router';
import { Button, Stack } from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { DwellingView } from '@udlejning/shared/dwellings/dwelling';

export type PreviewActionsProps = {
  dwelling: DwellingView;
  isAdmin: boolean;
  onModerate: () => void;
};

/**
 * The preview's action bar (doc 2 §2): owners get Close and Edit (hidden without
 * abilities.update); admins get Back, Edit and Godkend/afvis (with abilities.approve or .reject).
 * Deactivate, Log, Forlæng and the listing-type selector come with their routes.
 */
export function PreviewActions({ dwelling, isAdmin, onModerate }: PreviewActionsProps) {
  const { t } = useTranslation('dwellings');
  const navigate = useNavigate();
  const edit = dwelling.abilities.update && (
    <Button variant="outlined" onClick={() => navigate(`/dwellings/${dwelling.uuid}`)}>
      {t('preview.edit')}
    </Button>
  );
  if (!isAdmin) {
    return (
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
        <Button onClick={() => navigate('/dwellings/')}>{t('preview.close')}</Button>
        {edit}
      </Stack>
    );
  }
  return (
    <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
      <Button onClick={() => (window.history.length > 1 ? navigate(-1) : navigate('/dwellings/'))}>{t('preview.back')}</Button>
      {edit}
      {(dwelling.abilities.approve || dwelling.abilities.reject) && (
        <Button variant="contained" onClick={onModerate}>
          {t('preview.moderate')}
        </Button>
      )}
    </Stack>
  );
}
