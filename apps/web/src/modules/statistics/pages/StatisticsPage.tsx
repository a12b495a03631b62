/**
 * /statistics (doc 1 §2 Statistics, §8): one row per dwelling with address, messages sent,
 * unique clicks, total clicks, contact-success, contact-forbidden, shared on Facebook and the tier it
 * is listed on, each column sortable; approved active rows tinted green, rejected red, inactive ones
 * faded (text stays at AA contrast and the state is also written out, not only shown by colour).
 * A period picker; admins get a landlord picker (name, e-mail, numeric id or uuid). A row opens its per-day chart and tier value.
 * Below 600 px the rows are cards. Below the table the let funnel (FunnelSection).
 */
import { useState } from 'react';
import {
  Alert,
  Box,
  Card,
  LinearProgress,
  Link,
  Paper,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  TableSortLabel,
  Typography,
  alpha,
  useMediaQuery,
  useTheme,
  type Theme,
} from '@mui/material';
import { useTranslation } from 'react-i18next';
import { STATISTICS_PERIODS, type StatisticsPeriodName, type StatisticsRow } from '@udlejning/shared/statistics/statistics';
import { PageHeading } from '../../../shell/PageHeading';
import { SelectField } from '../../../ui/SelectField';
import { useSession } from '../../accounts/session';
import { useStatistics } from '../api';
import { StatisticsChartDialog } from '../components/StatisticsChartDialog';
import { FunnelSection } from '../components/FunnelSection';
import { UserPicker } from '../../users/components/UserPicker';
import {
  rowState,
  sortStatisticsRows,
  STATISTICS_COLUMNS,
  type RowState,
  type SortDir,
  type StatisticsColumn,
} from '../sort-rows';

/** Background per row state: light enough that body text keeps ≥ 4.5:1 (checked by axe in e2e). */
function tint(theme: Theme, state: RowState) {
  if (state === 'green') return { bgcolor: alpha(theme.palette.success.main, 0.12) };
  if (state === 'red') return { bgcolor: alpha(theme.palette.error.main, 0.1) };
  if (state === 'inactive') return { bgcolor: theme.palette.action.hover, '& > *': { color: 'text.secondary' } };
  return {};
}

function AddressButton({ row, onOpen }: { row: StatisticsRow; onOpen: (row: StatisticsRow) => void }) {
  const { t } = useTranslation('statistics');
  const address = row.address ?? t('noAddress');
  return (
    <Link
      component="button"
      type="button"
      onClick={(e) => {
        e.stopPropagation();
        onOpen(row);
      }}
      aria-label={t('openChart', { address })}
      sx={{ textAlign: 'left', overflowWrap: 'anywhere', color: 'inherit', fontWeight: 500 }}
    >
      {address}
    </Link>
  );
}

function StateText({ state }: { state: RowState }) {
  const { t } = useTranslation('statistics');
  if (!state) return null;
  return (
    <Typography variant="caption" component="span" sx={{ display: 'block', color: 'text.secondary' }}>
      {t(`rowState.${state}`)}
    </Typography>
  );
}

export function StatisticsPage() {
  const { t } = useTranslation('statistics');
  const { t: td } = useTranslation('dwellings');
  const { isAdmin } = useSession();
  const theme = useTheme();
  const isNarrow = useMediaQuery(theme.breakpoints.down('sm'));
  const [period, setPeriod] = useState<StatisticsPeriodName>('all');
  // the admin's landlord: a user picked by name, e-mail or id (UserPicker); '' = the admin's own
  const [landlordInput, setLandlordInput] = useState('');
  const landlordId = landlordInput || 'me';
  const [sort, setSort] = useState<{ by: StatisticsColumn; dir: SortDir }>({ by: 'totalClicks', dir: 'desc' });
  const [open, setOpen] = useState<{ uuid: string; address: string } | null>(null);
  const query = useStatistics(landlordId, period);

  const openChart = (row: StatisticsRow) => setOpen({ uuid: row.uuid, address: row.address ?? t('noAddress') });

  const numeric = (row: StatisticsRow, col: StatisticsColumn) =>
    col === 'listed' ? td(`listingType.${row.listed}`) : col === 'address' ? null : row[col];

  let body;
  if (query.isPending) body = <LinearProgress aria-label={t('tableLabel')} />;
  else if (query.isError) body = <Alert severity="error">{t('loadFailed')}</Alert>;
  else if (query.data.results.length === 0) body = <Typography sx={{ p: 3, textAlign: 'center' }}>{t('empty')}</Typography>;
  else {
    const rows = sortStatisticsRows(query.data.results, sort.by, sort.dir);
    body = isNarrow ? (
      <Stack component="ul" aria-label={t('tableLabel')} spacing={1} sx={{ listStyle: 'none', m: 0, p: 1 }}>
        {rows.map((row) => {
          const state = rowState(row);
          return (
            <Card key={row.uuid} component="li" variant="outlined" sx={{ p: 1.5, ...tint(theme, state) }}>
              <AddressButton row={row} onOpen={openChart} />
              <StateText state={state} />
              <Box
                component="dl"
                sx={{
                  display: 'grid',
                  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
                  columnGap: 2,
                  rowGap: 0.5,
                  mt: 1,
                  mb: 0,
                }}
              >
                {STATISTICS_COLUMNS.filter((c) => c !== 'address').map((col) => (
                  <Box key={col} sx={{ minWidth: 0 }}>
                    <Typography variant="caption" component="dt" sx={{ color: 'text.secondary' }}>
                      {t(`columns.${col}`)}
                    </Typography>
                    <Box component="dd" sx={{ m: 0, typography: 'body2' }}>
                      {numeric(row, col)}
                    </Box>
                  </Box>
                ))}
              </Box>
            </Card>
          );
        })}
      </Stack>
    ) : (
      <TableContainer>
        <Table size="small" aria-label={t('tableLabel')}>
          <TableHead>
            <TableRow>
              {STATISTICS_COLUMNS.map((col) => {
                const active = sort.by === col;
                return (
                  <TableCell
                    key={col}
                    align={col === 'address' || col === 'listed' ? 'left' : 'right'}
                    sortDirection={active ? sort.dir : false}
                    sx={col === 'address' ? undefined : { px: 1 }}
                  >
                    <TableSortLabel
                      active={active}
                      direction={active ? sort.dir : 'desc'}
                      onClick={() => setSort({ by: col, dir: active && sort.dir === 'desc' ? 'asc' : 'desc' })}
                    >
                      {t(`columns.${col}`)}
                    </TableSortLabel>
                  </TableCell>
                );
              })}
            </TableRow>
          </TableHead>
          <TableBody>
            {rows.map((row) => {
              const state = rowState(row);
              return (
                <TableRow key={row.uuid} hover onClick={() => openChart(row)} sx={{ cursor: 'pointer', ...tint(theme, state) }}>
                  <TableCell sx={{ minWidth: 180 }}>
                    <AddressButton row={row} onOpen={openChart} />
                    <StateText state={state} />
                  </TableCell>
                  {STATISTICS_COLUMNS.filter((c) => c !== 'address').map((col) => (
                    <TableCell key={col} align={col === 'listed' ? 'left' : 'right'} sx={{ whiteSpace: 'nowrap', px: 1 }}>
                      {numeric(row, col)}
                    </TableCell>
                  ))}
                </TableRow>
              );
            })}
          </TableBody>
        </Table>
      </TableContainer>
    );
  }

  return (
    <Stack spacing={2}>
      <PageHeading title={t('title')} />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'flex-start' } }}>
        <SelectField<StatisticsPeriodName>
          label={t('period')}
          value={period}
          onChange={(v) => setPeriod(v ?? 'all')}
          options={STATISTICS_PERIODS.map((p) => ({ value: p, label: t(`periods.${p}`) }))}
          size="small"
          fullWidth={false}
          sx={{ minWidth: 200 }}
        />
        {isAdmin && (
          <Box sx={{ minWidth: { sm: 320 } }}>
            <UserPicker
              label={t('landlordId')}
              helperText={t('landlordIdHelp')}
              value={landlordInput}
              onChange={setLandlordInput}
              size="small"
            />
          </Box>
        )}
      </Stack>
      <Paper variant="outlined">
        {query.isFetching && !query.isPending && <LinearProgress aria-label={t('tableLabel')} sx={{ height: 2 }} />}
        {body}
      </Paper>
      <FunnelSection landlordId={landlordId} period={period} />
      <StatisticsChartDialog landlordId={landlordId} period={period} dwelling={open} onClose={() => setOpen(null)} />
    </Stack>
  );
}
