/**
 * Who is coming to a viewing: each booked seeker with the avatar, name and e-mail the seeker list shows,
 * "Se profil" (the seekers domain's SeekerProfileDialog), a link to the conversation when the booking
 * came from one, and, where `canCancel`, "Aflys booking" behind a confirmation (the server tells the seeker).
 */
import { useState, type RefObject } from 'react';
import { Link as RouterLink } from 'react-router';
import { Box, Button, Link, List, ListItem, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../ui/ConfirmDialog';
import { useSnackbar } from '../../../ui/toast/toast';
import { SeekerAvatar } from '../../seekers/components/SeekerAvatar';
import { SeekerProfileDialog } from '../../seekers/components/SeekerProfileDialog';
import { useCancelBooking, type ViewingBooking } from '../api';

export type ViewingBookingsProps = {
  bookings: ViewingBooking[];
  /** Offers "Aflys booking" per seeker. */
  canCancel?: boolean;
  /** Where focus goes after a booking is cancelled (its row, and the button that was focused, are gone). */
  returnFocusTo?: RefObject<HTMLElement | null>;
};

export function ViewingBookings({ bookings, canCancel = false, returnFocusTo }: ViewingBookingsProps) {
  const { t } = useTranslation('viewings');
  const { enqueueSnackbar } = useSnackbar();
  const cancel = useCancelBooking();
  const [profileId, setProfileId] = useState<string | null>(null);
  // the booking stays while the dialog closes, so its text does not change under the fade
  const [cancelling, setCancelling] = useState<{ isOpen: boolean; booking: ViewingBooking | null }>({
    isOpen: false,
    booking: null,
  });
  const toCancel = cancelling.booking;
  const closeCancel = () => setCancelling((c) => ({ ...c, isOpen: false }));
  const booked = bookings.filter((b) => b.state === 'BOOKED');

  const confirmCancel = () => {
    if (!toCancel) return;
    cancel.mutate(toCancel.id, {
      onSuccess: () => {
        enqueueSnackbar(t('bookings.cancelled'), { variant: 'success' });
        // after the dialog has handed focus back to the (now removed) button
        requestAnimationFrame(() => returnFocusTo?.current?.focus());
      },
      onError: () => enqueueSnackbar(t('bookings.failed'), { variant: 'error' }),
      onSettled: closeCancel,
    });
  };

  if (booked.length === 0)
    return (
      <Typography variant="body2" color="text.secondary">
        {t('bookings.none')}
      </Typography>
    );
  return (
    <>
      <List disablePadding aria-label={t('bookings.title')}>
        {booked.map((booking) => {
          const { seeker } = booking;
          return (
            <ListItem key={booking.id} disableGutters divider sx={{ alignItems: 'flex-start' }}>
              <Stack direction="row" spacing={1.5} sx={{ minWidth: 0, width: '100%' }}>
                <Box sx={{ '& img': { width: 48, height: 48 } }}>
                  <SeekerAvatar
                    seed={seeker.externalId}
                    picture={seeker.picture ?? null}
                    alt={t('bookings.avatar', { name: seeker.name })}
                  />
                </Box>
                <Stack spacing={0.5} sx={{ minWidth: 0, flex: 1 }}>
                  <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>{seeker.name}</Typography>
                  <Link href={`mailto:${seeker.email}`} variant="body2" sx={{ overflowWrap: 'anywhere' }}>
                    {seeker.email}
                  </Link>
                  <Stack direction="row" useFlexGap spacing={1} sx={{ flexWrap: 'wrap', alignItems: 'center' }}>
                    <Button
                      size="small"
                      onClick={() => setProfileId(seeker.externalId)}
                      aria-label={t('bookings.profileLabel', { name: seeker.name })}
                    >
                      {t('bookings.profile')}
                    </Button>
                    {booking.threadId && (
                      <Button size="small" component={RouterLink} to={`/messages/${encodeURIComponent(booking.threadId)}`}>
                        {t('bookings.thread')}
                      </Button>
                    )}
                    {canCancel && (
                      <Button
                        size="small"
                        color="error"
                        onClick={() => setCancelling({ isOpen: true, booking })}
                        aria-label={t('bookings.cancelLabel', { name: seeker.name })}
                      >
                        {t('bookings.cancel')}
                      </Button>
                    )}
                  </Stack>
                </Stack>
              </Stack>
            </ListItem>
          );
        })}
      </List>
      <SeekerProfileDialog externalId={profileId} onClose={() => setProfileId(null)} />
      <ConfirmDialog
        open={cancelling.isOpen}
        title={t('bookings.cancelTitle')}
        text={toCancel ? t('bookings.cancelText', { name: toCancel.seeker.name }) : undefined}
        confirmLabel={t('bookings.cancel')}
        isDestructive
        isBusy={cancel.isPending}
        onConfirm={confirmCancel}
        onCancel={closeCancel}
      />
    </>
  );
}
