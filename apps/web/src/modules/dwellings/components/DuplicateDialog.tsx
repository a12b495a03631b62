import { useState } from 'react';
import { useNavigate } from 'react-router';
import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle, Stack } from '@mui/material';
import { useSnackbar } from '../../../ui/toast/toast';
import { useTranslation } from 'react-i18next';
import { ADDRESS_NOT_CHOSEN, type AddressSuggestion } from '@udlejning/shared/addresses/suggestion';
import { ApiError } from '../../../lib/api';
import { tMessage } from '../../../lib/i18n';
import { AddressAutocomplete } from '../../addresses/AddressAutocomplete';
import { useDuplicateDwelling } from '../lifecycle-api';

export type DuplicateDialogProps = {
  /** The dwelling to copy; null: closed. */
  uuid: string | null;
  onClose: () => void;
};

/**
 * Duplicate with address search (doc 2 §2 Dialogs): POST /api/dwellings/:uuid/duplicate {location},
 * then the form of the copy at /dwellings/{uuid}.
 */
export function DuplicateDialog({ uuid, onClose }: DuplicateDialogProps) {
  const { t } = useTranslation('lifecycle');
  const navigate = useNavigate();
  const { enqueueSnackbar } = useSnackbar();
  const duplicate = useDuplicateDwelling();
  const [location, setLocation] = useState<AddressSuggestion | null>(null);
  const [error, setError] = useState<string | undefined>();

  const close = () => {
    setLocation(null);
    setError(undefined);
    onClose();
  };

  const handleSubmit = async () => {
    if (!uuid) return;
    if (!location) return setError(ADDRESS_NOT_CHOSEN);
    try {
      const copy = await duplicate.mutateAsync({ uuid, location });
      enqueueSnackbar(t('toast.duplicated'), { variant: 'success' });
      close();
      void navigate(`/dwellings/${copy.uuid}`);
    } catch (err) {
      const issue = err instanceof ApiError ? err.issues.find((i) => i.path[0] === 'location') : undefined;
      if (issue) setError(issue.message);
      // the owner already has a listing of that home (docs/architecture.md "One listing per home")
      else if (err instanceof ApiError && err.code === 'DWELLING_ADDRESS_TAKEN') setError(err.message);
      else enqueueSnackbar(err instanceof ApiError ? tMessage(err.message) : t('toast.failed'), { variant: 'error' });
    }
  };

  return (
    <Dialog
      open={uuid !== null}
      onClose={duplicate.isPending ? undefined : close}
      aria-labelledby="duplicate-title"
      maxWidth="sm"
      fullWidth
    >
      <DialogTitle id="duplicate-title">{t('duplicate.title')}</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          <DialogContentText>{t('duplicate.text')}</DialogContentText>
          <AddressAutocomplete
            value={location}
            onChange={(v) => {
              setLocation(v);
              setError(undefined);
            }}
            error={error}
            required
          />
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={close} disabled={duplicate.isPending}>
          {t('actions.cancel')}
        </Button>
        <Button variant="contained" onClick={() => void handleSubmit()} disabled={duplicate.isPending}>
          {t('duplicate.submit')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
