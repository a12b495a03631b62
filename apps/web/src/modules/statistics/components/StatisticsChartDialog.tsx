/**
 * The dialog a statistics row opens (docs/architecture.md "Statistics"): the per-day chart (lazy, MUI X Charts), the totals
 * of the period and the tier-value line (what the listing's tier bought, against the landlord's
 * STANDARD listings). Fetches GET /api/statistics/{landlordId}/{period}/{dwellingUuid}.
 */
import { lazy, Suspense } from 'react';
import {
  Alert,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  LinearProgress,
  Stack,
  Typography,
  useMediaQuery,
  useTheme,
} from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { TierValue } from '@udlejning/shared/statistics/statistics';
import { formatKr, formatNumber } from '../../../ui/format';
import { useDwellingStatistics } from '../api';

const StatisticsChart = lazy(() => import('./StatisticsChart'));

type Props = {
  landlordId: string;
  period: string;
  /** The dwelling whose chart is open, or null (closed). */
  dwelling: { uuid: string; address: string } | null;
  onClose(): void;
};

/** The tier-value sentences (docs/architecture.md "Statistics"). */
export function tierValueText(v: TierValue, t: (key: string, opts?: Record<string, unknown>) => string, lang: string): string[] {
  const tier = t(`dwellings:listingType.${v.listingType}`);
  const first =
    v.paid <= 0
      ? t('tier.free', { tier, count: v.contacts })
      : v.contacts === 0
        ? t('tier.paidNoContacts', { tier, paid: formatKr(v.paid) })
        : t('tier.paid', {
            tier,
            paid: formatKr(v.paid),
            count: v.contacts,
            perContact: formatKr(v.perContact ?? 0),
            perKrone: formatNumber(v.contactsPerKrone ?? 0, lang, { maximumFractionDigits: 3 }),
          });
  const second =
    v.standardAverage === null
      ? t('tier.noStandard')
      : t('tier.standard', {
          count: v.standardListings,
          average: formatNumber(v.standardAverage, lang, { maximumFractionDigits: 1 }),
        });
  return [first, second];
}

export function StatisticsChartDialog({ landlordId, period, dwelling, onClose }: Props) {
  const { t, i18n } = useTranslation('statistics');
  const theme = useTheme();
  const fullScreen = useMediaQuery(theme.breakpoints.down('sm'));
  const query = useDwellingStatistics(landlordId, period, dwelling?.uuid ?? null);
  let body;
  if (query.isPending) body = <LinearProgress aria-label={t('chart.label')} />;
  else if (query.isError) body = <Alert severity="error">{t('chart.loadFailed')}</Alert>;
  else {
    const s = query.data;
    body = (
      <Stack spacing={2}>
        <Suspense fallback={<LinearProgress aria-label={t('chart.label')} />}>
          <StatisticsChart days={s.days} />
        </Suspense>
        <Typography>
          {t('chart.totals', { clicks: s.totals.totalClicks, contacts: s.totals.success, messages: s.totals.messages })}
        </Typography>
        {tierValueText(s.tierValue, t as never, i18n.language).map((line) => (
          <Typography key={line} color="text.secondary">
            {line}
          </Typography>
        ))}
      </Stack>
    );
  }
  return (
    <Dialog
      open={dwelling !== null}
      onClose={onClose}
      fullScreen={fullScreen}
      maxWidth="md"
      fullWidth
      aria-labelledby="statistics-chart-title"
    >
      <DialogTitle id="statistics-chart-title">{t('chart.title', { address: dwelling?.address ?? '' })}</DialogTitle>
      <DialogContent dividers>{body}</DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('chart.close')}</Button>
      </DialogActions>
    </Dialog>
  );
}
