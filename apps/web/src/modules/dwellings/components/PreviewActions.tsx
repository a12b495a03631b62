import { useNavigate } from 'react-router';
import { Button, Stack } from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { DwellingView } from '@udlejning/shared/dwellings/dwelling';
import { OwnerActivationButton } from './OwnerActivationButton';
import { AdminPreviewBar } from '../../moderation/components/AdminPreviewBar';

export type PreviewActionsProps = {
  dwelling: DwellingView;
  isAdmin: boolean;
  onModerate: () => void;
};

/**
 * The preview's action bar (doc 2 §2): owners get Close and Edit (hidden without
 * abilities.update); admins get the AdminPreviewBar (moderation/components/AdminPreviewBar.tsx).
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
        <OwnerActivationButton dwelling={dwelling} />
      </Stack>
    );
  }
  // the admin bar (Back, Edit, Log, Forlæng, (De)activate, Godkend/afvis, ownership, move, listing type)
  return <AdminPreviewBar dwelling={dwelling} onModerate={onModerate} />;
}
