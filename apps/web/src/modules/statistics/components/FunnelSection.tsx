/**
 * "Fra visning til udlejning" on /statistics (docs/architecture.md "Statistics", the let funnel):
 * the totals as a funnel (bar chart) with its table, the funnel per dwelling (visitors, contacts,
 * viewings booked and held, let, days to let, paid kr., contacts and viewings per 100 kr.) and the
 * months as a line chart with its table. Every chart has a visible table beside it, so screen readers
 * and keyboard users get the same figures (WCAG 1.1.1). Fetches GET /api/statistics/funnel/{landlordId}/{period}.
 */
import { lazy, Suspense } from 'react';
import {
  Alert,
  Box,
  LinearProgress,
  Paper,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { useTranslation } from 'react-i18next';
import { FUNNEL_STEPS, type FunnelRow, type StatisticsFunnel } from '@udlejning/shared/statistics/funnel';
import { formatKr, formatNumber } from '../../../ui/format';
import { useStatisticsFunnel } from '../api';
import { monthLabel } from '../funnel-format';

const FunnelCharts = lazy(() => import('./FunnelCharts'));

type Props = { landlordId: string; period: string };

/** A chart and the table with its figures, side by side from md up. */
function ChartWithTable({ chart, table }: { chart: React.ReactNode; table: React.ReactNode }) {
  const { t } = useTranslation('statistics');
  return (
    <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ alignItems: { md: 'flex-start' } }}>
      <Box sx={{ flex: 3, minWidth: 0 }}>
        <Suspense fallback={<LinearProgress aria-label={t('funnel.title')} />}>{chart}</Suspense>
      </Box>
      <Box sx={{ flex: 2, minWidth: 0 }}>{table}</Box>
    </Stack>
  );
}

function ListingsTable({ rows, lang }: { rows: FunnelRow[]; lang: string }) {
  const { t } = useTranslation('statistics');
  const n = (v: number | null) => (v === null ? '–' : formatNumber(v, lang));
  return (
    // a table wider than the page scrolls: keyboard users reach it as a named region (WCAG 2.1.1; as PricingTable)
    <TableContainer tabIndex={0} role="region" aria-label={t('funnel.listingsLabel')}>
      <Table size="small" aria-label={t('funnel.listingsLabel')}>
        <TableHead>
          <TableRow>
            <TableCell>{t('funnel.columns.address')}</TableCell>
            {FUNNEL_STEPS.map((s) => (
              <TableCell key={s} align="right" sx={{ px: 1 }}>
                {t(`funnel.steps.${s}`)}
              </TableCell>
            ))}
            <TableCell align="right" sx={{ px: 1 }}>
              {t('funnel.columns.daysToLet')}
            </TableCell>
            <TableCell align="right" sx={{ px: 1 }}>
              {t('funnel.columns.paid')}
            </TableCell>
            <TableCell align="right" sx={{ px: 1 }}>
              {t('funnel.columns.contactsPer100Kr')}
            </TableCell>
            <TableCell align="right" sx={{ px: 1 }}>
              {t('funnel.columns.viewingsPer100Kr')}
            </TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((r) => (
            <TableRow key={r.dwelling?.uuid ?? 'totals'}>
              <TableCell component="th" scope="row" sx={{ minWidth: 180, overflowWrap: 'anywhere' }}>
                {r.dwelling ? (r.dwelling.address ?? t('noAddress')) : t('funnel.total')}
              </TableCell>
              {FUNNEL_STEPS.map((s) => (
                <TableCell key={s} align="right" sx={{ px: 1 }}>
                  {n(r[s])}
                </TableCell>
              ))}
              <TableCell align="right" sx={{ px: 1 }}>
                {n(r.daysToLet)}
              </TableCell>
              <TableCell align="right" sx={{ px: 1, whiteSpace: 'nowrap' }}>
                {r.paidOre > 0 ? formatKr(r.paidOre) : '–'}
              </TableCell>
              <TableCell align="right" sx={{ px: 1 }}>
                {n(r.contactsPer100Kr)}
              </TableCell>
              <TableCell align="right" sx={{ px: 1 }}>
                {n(r.viewingsPer100Kr)}
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}

function FunnelBody({ funnel, lang }: { funnel: StatisticsFunnel; lang: string }) {
  const { t } = useTranslation('statistics');
  const { totals, months } = funnel;
  return (
    <Stack spacing={3} sx={{ p: 2 }}>
      <ChartWithTable
        chart={<FunnelCharts kind="totals" totals={totals} />}
        table={
          <Table size="small" aria-label={t('funnel.tableLabel')}>
            <TableHead>
              <TableRow>
                <TableCell>{t('funnel.step')}</TableCell>
                <TableCell align="right">{t('funnel.count')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {FUNNEL_STEPS.map((s) => (
                <TableRow key={s}>
                  <TableCell component="th" scope="row">
                    {t(`funnel.steps.${s}`)}
                  </TableCell>
                  <TableCell align="right">{formatNumber(totals[s], lang)}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        }
      />
      {totals.daysToLet !== null && (
        <Typography>{t('funnel.daysToLet', { days: formatNumber(totals.daysToLet, lang) })}</Typography>
      )}
      {funnel.rows.length > 0 && <ListingsTable rows={[...funnel.rows, totals]} lang={lang} />}
      <ChartWithTable
        chart={<FunnelCharts kind="months" months={months} />}
        table={
          <TableContainer tabIndex={0} role="region" aria-label={t('funnel.monthsTableLabel')}>
            <Table size="small" aria-label={t('funnel.monthsTableLabel')}>
              <TableHead>
                <TableRow>
                  <TableCell>{t('funnel.month')}</TableCell>
                  {FUNNEL_STEPS.map((s) => (
                    <TableCell key={s} align="right" sx={{ px: 1 }}>
                      {t(`funnel.steps.${s}`)}
                    </TableCell>
                  ))}
                </TableRow>
              </TableHead>
              <TableBody>
                {months.map((m) => (
                  <TableRow key={m.month}>
                    <TableCell component="th" scope="row" sx={{ whiteSpace: 'nowrap' }}>
                      {monthLabel(m.month, lang)}
                    </TableCell>
                    {FUNNEL_STEPS.map((s) => (
                      <TableCell key={s} align="right" sx={{ px: 1 }}>
                        {formatNumber(m[s], lang)}
                      </TableCell>
                    ))}
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </TableContainer>
        }
      />
    </Stack>
  );
}

export function FunnelSection({ landlordId, period }: Props) {
  const { t, i18n } = useTranslation('statistics');
  const query = useStatisticsFunnel(landlordId, period);
  let body;
  if (query.isPending) body = <LinearProgress aria-label={t('funnel.title')} />;
  else if (query.isError) body = <Alert severity="error">{t('funnel.loadFailed')}</Alert>;
  else if (query.data.rows.length === 0) body = <Typography sx={{ p: 3, textAlign: 'center' }}>{t('funnel.empty')}</Typography>;
  else body = <FunnelBody funnel={query.data} lang={i18n.language} />;
  return (
    <Box component="section" aria-labelledby="statistics-funnel-title">
      <Typography id="statistics-funnel-title" variant="h2" sx={{ typography: 'h6', mb: 0.5 }}>
        {t('funnel.title')}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 1 }}>
        {t('funnel.intro')}
      </Typography>
      <Paper variant="outlined">{body}</Paper>
    </Box>
  );
}
