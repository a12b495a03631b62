/**
 * "Inviter til fremvisning" from a conversation: the listing's coming viewing times with free places as
 * a radio list; "Send invitation" books the thread's seeker (POST /api/viewings/:id/invitations) and
 * closes with a toast. A time that filled up meanwhile (409 VIEWING_FULL), a seeker already booked
 * (VIEWING_ALREADY_BOOKED) or a listing no longer approved is said in the dialog, and the list is read
 * again. Without a time to offer, it links to the listing's viewings section to create one.
 */
import { useEffect, useId, useState } from 'react';
import { Link as RouterLink } from 'react-router';
import {
  Alert,
  Box,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  FormControl,
  FormControlLabel,
  FormLabel,
  LinearProgress,
  Radio,
  RadioGroup,
  Stack,
  Typography,
  useMediaQuery,
  useTheme,
} from '@mui/material';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../lib/api';
import { useSnackbar } from '../../../ui/toast/toast';
import { useDwellingViewings, useInviteToViewing, type ViewingSlot } from '../api';
import { formatViewingTime, isUpcoming } from '../format';

export type InviteToViewingDialogProps = {
  open: boolean;
  onClose: () => void;
  threadId: string;
  dwellingUuid: string;
  /** The seeker's name, for the title and the messages. */
  seekerName: string;
};

/** Coming, not cancelled slots with a free place, first to last. */
function invitableSlots(slots: ViewingSlot[], now: Date): ViewingSlot[] {
  return slots
    .filter((s) => !s.cancelled && s.booked < s.capacity && isUpcoming(s, now))
    .sort((a, b) => Date.parse(a.startsAt) - Date.parse(b.startsAt));
}

export function InviteToViewingDialog({ open, onClose, threadId, dwellingUuid, seekerName }: InviteToViewingDialogProps) {
  const { t, i18n } = useTranslation('viewings');
  const theme = useTheme();
  const fullScreen = useMediaQuery(theme.breakpoints.down('sm'));
  const { enqueueSnackbar } = useSnackbar();
  const query = useDwellingViewings(dwellingUuid, open);
  const invite = useInviteToViewing();
  const id = useId();
  const [chosen, setChosen] = useState('');
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    if (!open) return;
    setChosen('');
    setError(null);
  }, [open]);

  const slots = Array.isArray(query.data?.results) ? invitableSlots(query.data.results, new Date()) : [];
  const send = () => {
    const slot = slots.find((s) => s.id === chosen);
    if (!slot) return;
    setError(null);
    invite.mutate(
      { slotId: slot.id, threadId },
      {
        onSuccess: () => {
          enqueueSnackbar(t('invite.sent', { name: seekerName, time: formatViewingTime(slot, i18n.language) }), {
            variant: 'success',
          });
          onClose();
        },
        onError: (err) => {
          const code = err instanceof ApiError ? err.code : '';
          if (code === 'VIEWING_FULL') {
            setChosen('');
            setError(t('invite.full'));
          } else if (code === 'VIEWING_ALREADY_BOOKED') setError(t('invite.alreadyBooked', { name: seekerName }));
          else if (code === 'VIEWING_NOT_APPROVED') setError(t('invite.notApproved'));
          else setError(t('invite.failed'));
        },
      },
    );
  };

  let body;
  if (query.isPending) body = <LinearProgress aria-label={t('title')} />;
  else if (query.isError) body = <Alert severity="error">{t('invite.loadFailed')}</Alert>;
  else if (slots.length === 0)
    body = (
      <Stack spacing={1.5} sx={{ alignItems: 'flex-start' }}>
        <Typography>{t('invite.none')}</Typography>
        <Button component={RouterLink} to={`/dwellings/${encodeURIComponent(dwellingUuid)}/status#viewings`} variant="outlined">
          {t('invite.create')}
        </Button>
      </Stack>
    );
  else
    body = (
      <FormControl component="fieldset" fullWidth>
        <FormLabel component="legend" id={`${id}-choose`} sx={{ mb: 1 }}>
          {t('invite.choose')}
        </FormLabel>
        <RadioGroup aria-labelledby={`${id}-choose`} value={chosen} onChange={(e) => setChosen(e.target.value)}>
          {slots.map((slot) => (
            <FormControlLabel
              key={slot.id}
              value={slot.id}
              control={<Radio />}
              sx={{ alignItems: 'flex-start', mb: 1, '& .MuiRadio-root': { mt: -0.75 } }}
              label={
                <Box>
                  <Typography component="span" sx={{ display: 'block', overflowWrap: 'anywhere' }}>
                    {formatViewingTime(slot, i18n.language)}
                  </Typography>
                  <Typography component="span" variant="body2" color="text.secondary" sx={{ display: 'block' }}>
                    {[slot.capacity > 1 ? t('openHouse') : null, t('free', { count: slot.capacity - slot.booked }), slot.note]
                      .filter(Boolean)
                      .join(' · ')}
                  </Typography>
                </Box>
              }
            />
          ))}
        </RadioGroup>
      </FormControl>
    );

  return (
    <Dialog
      open={open}
      onClose={invite.isPending ? undefined : onClose}
      fullScreen={fullScreen}
      maxWidth="sm"
      fullWidth
      aria-labelledby={`${id}-title`}
    >
      <DialogTitle id={`${id}-title`}>{t('invite.title', { name: seekerName })}</DialogTitle>
      <DialogContent dividers>
        <Stack spacing={2}>
          {body}
          {error && (
            <Alert severity="error" role="alert">
              {error}
            </Alert>
          )}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={invite.isPending}>
          {t('cancel', { ns: 'common' })}
        </Button>
        {slots.length > 0 && (
          <Button variant="contained" onClick={send} disabled={!chosen || invite.isPending}>
            {invite.isPending ? t('invite.sending') : t('invite.send')}
          </Button>
        )}
      </DialogActions>
    </Dialog>
  );
}
