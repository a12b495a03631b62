import { useState } from 'react';
import { Button } from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { DwellingView } from '@udlejning/shared/dwellings/dwelling';
import { ActivationDialog, type ActivationTarget } from './ActivationDialog';

/**
 * The owner bar's Deactivate (or Activate, for an inactive listing) on the preview (doc 2 §2):
 * confirmation, then the feedback survey after deactivating a non-draft. Hidden without the ability.
 */
export function OwnerActivationButton({ dwelling }: { dwelling: DwellingView }) {
  const { t } = useTranslation('lifecycle');
  const [target, setTarget] = useState<ActivationTarget | null>(null);
  const can = dwelling.active ? dwelling.abilities.deactivate : dwelling.abilities.activate;
  return (
    <>
      {can && (
        <Button
          variant="outlined"
          color={dwelling.active ? 'warning' : 'primary'}
          onClick={() => setTarget({ uuid: dwelling.uuid, status: dwelling.status, active: dwelling.active })}
        >
          {t(dwelling.active ? 'actions.deactivate' : 'actions.activate')}
        </Button>
      )}
      <ActivationDialog target={target} onClose={() => setTarget(null)} />
    </>
  );
}
