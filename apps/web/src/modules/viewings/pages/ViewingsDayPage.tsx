/**
 * /viewings?date=YYYY-MM-DD: the landlord's viewings of one day (Europe/Copenhagen; today without a
 * date), grouped by listing, each time with who is coming (ViewingBookings: seeker profile, link to the
 * conversation). "Forrige dag" / "Næste dag", a date field and "I dag" move the day.
 */
import { Link as RouterLink, useSearchParams } from 'react-router';
import { Alert, Box, Button, LinearProgress, Link, Paper, Stack, Typography } from '@mui/material';
import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import { useTranslation } from 'react-i18next';
import { addDays } from '@udlejning/shared/statistics/days';
import { PageHeading } from '../../../shell/PageHeading';
import { DateField, dayToIso, isoToDay } from '../../../ui/DateField';
import { useViewingDay, type DayViewingSlot } from '../api';
import { copenhagenToday, formatViewingClock, formatViewingDay } from '../format';
import { ViewingBookings } from '../components/ViewingBookings';
import { groupByListing, listingName } from '../day-groups';
import { ViewingSlotSummary } from '../components/ViewingSlotSummary';

const DAY = /^\d{4}-\d{2}-\d{2}$/;

function DaySlot({ slot }: { slot: DayViewingSlot }) {
  const { i18n } = useTranslation('viewings');
  return (
    <Box component="li" sx={{ listStyle: 'none', py: 1.5, borderTop: 1, borderColor: 'divider' }}>
      <Stack spacing={0.75}>
        <ViewingSlotSummary slot={slot} time={formatViewingClock(slot, i18n.language)} level="h4" />
        <ViewingBookings bookings={slot.bookings} />
      </Stack>
    </Box>
  );
}

export function ViewingsDayPage() {
  const { t, i18n } = useTranslation('viewings');
  const [search, setSearch] = useSearchParams();
  const today = copenhagenToday();
  const asked = search.get('date') ?? '';
  const date = DAY.test(asked) ? asked : today;
  const query = useViewingDay(date);
  const goTo = (day: string) => setSearch({ date: day });

  let body;
  if (query.isPending) body = <LinearProgress aria-label={t('title')} />;
  else if (query.isError) body = <Alert severity="error">{t('day.loadFailed')}</Alert>;
  else if (query.data.results.length === 0)
    body = (
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
        <Typography color="text.secondary">{t('day.empty')}</Typography>
      </Paper>
    );
  else
    body = (
      <Stack spacing={2}>
        {groupByListing(query.data.results).map(({ dwelling, slots }) => (
          <Paper
            key={dwelling.uuid}
            component="section"
            variant="outlined"
            aria-labelledby={`listing-${dwelling.uuid}`}
            sx={{ p: { xs: 2, sm: 3 } }}
          >
            <Typography id={`listing-${dwelling.uuid}`} variant="h6" component="h3" sx={{ overflowWrap: 'anywhere' }}>
              {listingName(dwelling)}
            </Typography>
            {dwelling.headline && dwelling.address && (
              <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
                {dwelling.headline}
              </Typography>
            )}
            <Link
              component={RouterLink}
              to={`/dwellings/${encodeURIComponent(dwelling.uuid)}/status#viewings`}
              variant="body2"
              sx={{ display: 'inline-block', my: 1 }}
            >
              {t('day.listing')}
            </Link>
            <Box component="ul" sx={{ m: 0, p: 0 }}>
              {slots.map((slot) => (
                <DaySlot key={slot.id} slot={slot} />
              ))}
            </Box>
          </Paper>
        ))}
      </Stack>
    );

  return (
    <Stack spacing={2} sx={{ maxWidth: 900, mx: 'auto' }}>
      <PageHeading title={t('title')} />
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={1.5}
        useFlexGap
        sx={{ alignItems: { sm: 'center' }, flexWrap: 'wrap' }}
      >
        <Stack direction="row" spacing={1} sx={{ justifyContent: 'space-between' }}>
          <Button variant="outlined" startIcon={<ChevronLeftIcon />} onClick={() => goTo(addDays(date, -1))}>
            {t('day.previous')}
          </Button>
          <Button variant="outlined" endIcon={<ChevronRightIcon />} onClick={() => goTo(addDays(date, 1))}>
            {t('day.next')}
          </Button>
        </Stack>
        <Box sx={{ width: { xs: '100%', sm: 200 } }}>
          <DateField
            label={t('day.date')}
            name="date"
            value={dayToIso(date)}
            onChange={(iso) => {
              const day = isoToDay(iso);
              if (day) goTo(day);
            }}
          />
        </Box>
        {date !== today && (
          <Button onClick={() => goTo(today)} sx={{ alignSelf: { xs: 'flex-start', sm: 'center' } }}>
            {t('day.today')}
          </Button>
        )}
      </Stack>
      <Typography variant="h5" component="h2" aria-live="polite">
        {formatViewingDay(date, i18n.language)}
      </Typography>
      {body}
    </Stack>
  );
}
