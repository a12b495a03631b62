/**
 * One viewing time in the listing's "Fremvisninger" section: the time in words, how many places are
 * taken ("3 af 8 pladser booket"), "Åbent hus" or "Aflyst", the note, "Ret" and "Aflys", and a toggle
 * that shows who is coming (ViewingBookings, with "Aflys booking").
 */
import { useId, useRef, useState } from 'react';
import { Box, Button, Collapse, Stack } from '@mui/material';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import ExpandLessIcon from '@mui/icons-material/ExpandLess';
import { useTranslation } from 'react-i18next';
import type { ViewingSlot } from '../api';
import { formatViewingTime } from '../format';
import { ViewingBookings } from './ViewingBookings';
import { ViewingSlotSummary } from './ViewingSlotSummary';

export type ViewingSlotItemProps = {
  slot: ViewingSlot;
  onEdit: (slot: ViewingSlot) => void;
  onCancel: (slot: ViewingSlot) => void;
};

export function ViewingSlotItem({ slot, onEdit, onCancel }: ViewingSlotItemProps) {
  const { t, i18n } = useTranslation('viewings');
  const [isOpen, setOpen] = useState(false);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const id = useId();
  const time = formatViewingTime(slot, i18n.language);
  const bookedCount = slot.bookings.filter((b) => b.state === 'BOOKED').length;
  return (
    <Box
      component="li"
      sx={{ listStyle: 'none', py: 1.5, borderBottom: 1, borderColor: 'divider', '&:last-of-type': { borderBottom: 0 } }}
    >
      <Stack spacing={0.75}>
        <ViewingSlotSummary slot={slot} time={time} level="h3" />
        <Stack direction="row" useFlexGap spacing={1} sx={{ flexWrap: 'wrap' }}>
          <Button
            size="small"
            ref={toggleRef}
            aria-expanded={isOpen}
            aria-controls={`${id}-bookings`}
            endIcon={isOpen ? <ExpandLessIcon /> : <ExpandMoreIcon />}
            onClick={() => setOpen((v) => !v)}
          >
            {isOpen ? t('section.hideBookings') : t('section.showBookings', { count: bookedCount })}
          </Button>
          {!slot.cancelled && (
            <>
              <Button size="small" onClick={() => onEdit(slot)} aria-label={t('section.editLabel', { time })}>
                {t('section.edit')}
              </Button>
              <Button size="small" color="error" onClick={() => onCancel(slot)} aria-label={t('section.cancelLabel', { time })}>
                {t('section.cancel')}
              </Button>
            </>
          )}
        </Stack>
        <Collapse in={isOpen} unmountOnExit>
          <Box id={`${id}-bookings`} sx={{ pl: { sm: 1 } }}>
            <ViewingBookings bookings={slot.bookings} canCancel={!slot.cancelled} returnFocusTo={toggleRef} />
          </Box>
        </Collapse>
      </Stack>
    </Box>
  );
}
