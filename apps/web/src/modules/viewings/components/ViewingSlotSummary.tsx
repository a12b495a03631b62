/**
 * The facts of one viewing time as the landlord's lists show them (docs/architecture.md "Viewings"): its time as a
 * heading of `level`, "Aflyst" or "Åbent hus", the seats taken and the note. The status page's section
 * (ViewingSlotItem) and the day list (ViewingsDayPage) show a slot alike.
 */
import { Chip, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { ViewingSlot } from '../api';

export function ViewingSlotSummary({ slot, time, level }: { slot: ViewingSlot; time: string; level: 'h3' | 'h4' }) {
  const { t } = useTranslation('viewings');
  return (
    <>
      <Stack direction="row" useFlexGap spacing={1} sx={{ flexWrap: 'wrap', alignItems: 'center' }}>
        <Typography component={level} sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
          {time}
        </Typography>
        {slot.cancelled ? (
          <Chip size="small" color="warning" label={t('cancelled')} />
        ) : (
          slot.capacity > 1 && <Chip size="small" variant="outlined" label={t('openHouse')} />
        )}
      </Stack>
      <Typography variant="body2" color="text.secondary">
        {t('seats', { booked: slot.booked, count: slot.capacity })}
      </Typography>
      {slot.note && (
        <Typography variant="body2" sx={{ overflowWrap: 'anywhere', whiteSpace: 'pre-wrap' }}>
          {`${t('section.note')}: ${slot.note}`}
        </Typography>
      )}
    </>
  );
}
