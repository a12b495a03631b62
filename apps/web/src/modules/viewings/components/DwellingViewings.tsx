/**
 * The "Fremvisninger" section of an approved listing's status page (doc 2 §2 Status page): the coming
 * viewing times (ViewingSlotItem), "Tilføj fremvisning" and "Ret" (ViewingSlotDialog), "Aflys" behind a
 * confirmation that says the booked seekers will be told, and a link to the day list. The section is
 * `#viewings`: the invitation dialog links here when there is no time to invite to.
 */
import { useEffect, useRef, useState } from 'react';
import { Link as RouterLink, useLocation } from 'react-router';
import { Alert, Box, Button, LinearProgress, Link, Stack, Typography } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../ui/ConfirmDialog';
import { useSnackbar } from '../../../ui/toast/toast';
import { useCancelViewing, useDwellingViewings, type ViewingSlot } from '../api';
import { formatViewingTime, isUpcoming } from '../format';
import { ViewingSlotDialog } from './ViewingSlotDialog';
import { ViewingSlotItem } from './ViewingSlotItem';

/** The anchor of the section (`/dwellings/:uuid/status#viewings`). */
export const VIEWINGS_SECTION_ID = 'viewings';

/** Coming slots first to last (a slot under way still counts). */
function upcomingSlots(slots: ViewingSlot[], now: Date): ViewingSlot[] {
  return slots.filter((s) => isUpcoming(s, now)).sort((a, b) => Date.parse(a.startsAt) - Date.parse(b.startsAt));
}

export function DwellingViewings({ dwellingUuid }: { dwellingUuid: string }) {
  const { t, i18n } = useTranslation('viewings');
  const { enqueueSnackbar } = useSnackbar();
  const { hash } = useLocation();
  const query = useDwellingViewings(dwellingUuid);
  const cancel = useCancelViewing();
  const headingRef = useRef<HTMLHeadingElement>(null);
  // the slot stays while the dialog closes, so its title does not change under the fade
  const [editing, setEditing] = useState<{ isOpen: boolean; slot: ViewingSlot | null }>({ isOpen: false, slot: null });
  const [cancelling, setCancelling] = useState<{ isOpen: boolean; slot: ViewingSlot | null }>({ isOpen: false, slot: null });
  const toCancel = cancelling.slot;
  const closeCancel = () => setCancelling((c) => ({ ...c, isOpen: false }));

  // opened from the invitation dialog's "Opret en fremvisning": scroll here and start reading at the heading
  useEffect(() => {
    if (hash !== `#${VIEWINGS_SECTION_ID}` || !query.isSuccess) return;
    headingRef.current?.scrollIntoView?.({ behavior: 'smooth', block: 'start' });
    headingRef.current?.focus({ preventScroll: true });
  }, [hash, query.isSuccess]);

  const confirmCancel = () => {
    if (!toCancel) return;
    cancel.mutate(toCancel.id, {
      onSuccess: () => {
        enqueueSnackbar(t('cancelDialog.done'), { variant: 'success' });
        // the slot's own buttons are gone: reading goes on from the section's heading
        requestAnimationFrame(() => headingRef.current?.focus());
      },
      onError: () => enqueueSnackbar(t('cancelDialog.failed'), { variant: 'error' }),
      onSettled: closeCancel,
    });
  };

  let body;
  if (query.isPending) body = <LinearProgress aria-label={t('title')} />;
  else if (query.isError) body = <Alert severity="error">{t('section.loadFailed')}</Alert>;
  else {
    const slots = upcomingSlots(query.data.results, new Date());
    body =
      slots.length === 0 ? (
        <Typography variant="body2" color="text.secondary">
          {t('section.empty')}
        </Typography>
      ) : (
        <Box component="ul" sx={{ m: 0, p: 0 }}>
          {slots.map((slot) => (
            <ViewingSlotItem
              key={slot.id}
              slot={slot}
              onEdit={(s) => setEditing({ isOpen: true, slot: s })}
              onCancel={(s) => setCancelling({ isOpen: true, slot: s })}
            />
          ))}
        </Box>
      );
  }

  const cancelTime = toCancel ? formatViewingTime(toCancel, i18n.language) : '';
  return (
    <Stack component="section" spacing={1.5} aria-labelledby={`${VIEWINGS_SECTION_ID}-heading`} id={VIEWINGS_SECTION_ID}>
      <Typography
        variant="subtitle1"
        component="h2"
        id={`${VIEWINGS_SECTION_ID}-heading`}
        ref={headingRef}
        tabIndex={-1}
        sx={{ fontWeight: 600, scrollMarginTop: 80, '&:focus': { outline: 'none' } }}
      >
        {t('title')}
      </Typography>
      <Typography variant="body2">{t('section.intro')}</Typography>
      <Box>
        <Button variant="outlined" startIcon={<AddIcon />} onClick={() => setEditing({ isOpen: true, slot: null })}>
          {t('section.add')}
        </Button>
      </Box>
      {body}
      <Link component={RouterLink} to="/viewings" variant="body2" sx={{ alignSelf: 'flex-start' }}>
        {t('section.dayList')}
      </Link>
      <ViewingSlotDialog
        open={editing.isOpen}
        dwellingUuid={dwellingUuid}
        slot={editing.slot}
        onClose={() => setEditing((e) => ({ ...e, isOpen: false }))}
      />
      <ConfirmDialog
        open={cancelling.isOpen}
        title={t('cancelDialog.title')}
        text={
          toCancel && toCancel.booked > 0
            ? t('cancelDialog.textBooked', { time: cancelTime, count: toCancel.booked })
            : t('cancelDialog.text', { time: cancelTime })
        }
        confirmLabel={t('cancelDialog.confirm')}
        cancelLabel={t('cancelDialog.keep')}
        isDestructive
        isBusy={cancel.isPending}
        onConfirm={confirmCancel}
        onCancel={closeCancel}
      />
    </Stack>
  );
}
