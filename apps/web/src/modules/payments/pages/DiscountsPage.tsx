/**
 * /discounts (admin, doc 2 §2 Discounts page, §3 Discount, §5): the add form (DiscountForm) and the
 * list of every code (discounts(activeOnly: false)) with its value, period, restrictions and an
 * Active switch (setDiscountStatus). Below 600 px each code is a card.
 */
import {
  Alert,
  Card,
  LinearProgress,
  Paper,
  Stack,
  Switch,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  Typography,
  useMediaQuery,
  useTheme,
} from '@mui/material';
import { useTranslation } from 'react-i18next';
import { multiplierToPercentage } from '@udlejning/shared/payments/discount';
import { formatDate, formatKr, formatNumber } from '../../../ui/format';
import { useSnackbar } from '../../../ui/toast/toast';
import { PageHeading } from '../../../shell/PageHeading';
import { useDiscounts, useSetDiscountStatus } from '../api';
import { DiscountForm } from '../components/DiscountForm';
import type { Discount } from '../types';
import { useListingTypeLabel } from '../listing-type-label';

export function DiscountsPage() {
  const { t, i18n } = useTranslation('payments');
  const listingType = useListingTypeLabel();
  const { enqueueSnackbar } = useSnackbar();
  const theme = useTheme();
  const isPhone = useMediaQuery(theme.breakpoints.down('sm'));
  const query = useDiscounts(false);
  const setStatus = useSetDiscountStatus();

  const value = (d: Discount) =>
    d.flat !== null
      ? t('discounts.flatValue', { amount: formatKr(d.flat) })
      : t('discounts.percentValue', { percent: formatNumber(multiplierToPercentage(d.percentage ?? 1), i18n.language) });
  const period = (d: Discount) =>
    t('discounts.periodValue', { start: formatDate(d.start, i18n.language), end: formatDate(d.end, i18n.language) });
  const restriction = (d: Discount) =>
    [listingType(d.listingType), d.user?.email ?? null].filter(Boolean).join(' · ') || t('discounts.anyone');
  const toggle = (d: Discount) => (
    <Switch
      checked={d.status === 'ACTIVE'}
      disabled={setStatus.isPending}
      slotProps={{ input: { 'aria-label': t('discounts.toggle', { code: d.code ?? d.id }) } }}
      onChange={(e) =>
        setStatus.mutate(
          { id: d.id ?? '', status: e.target.checked ? 'ACTIVE' : 'INACTIVE' },
          {
            onSuccess: () => enqueueSnackbar(t('discounts.statusChanged'), { variant: 'success' }),
            onError: () => enqueueSnackbar(t('discounts.failed'), { variant: 'error' }),
          },
        )
      }
    />
  );

  let list;
  if (query.isPending) list = <LinearProgress />;
  else if (query.isError) list = <Alert severity="error">{t('discounts.loadFailed')}</Alert>;
  else if (query.data.length === 0) list = <Alert severity="info">{t('discounts.empty')}</Alert>;
  else if (isPhone)
    list = (
      <Stack component="ul" spacing={1} sx={{ listStyle: 'none', m: 0, p: 0 }} aria-label={t('discounts.list')}>
        {query.data.map((d) => (
          <Card key={d.id} component="li" variant="outlined" sx={{ p: 1.5 }}>
            <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center' }}>
              <Typography variant="subtitle2" component="h3" sx={{ fontFamily: 'monospace' }}>
                {d.code}
              </Typography>
              {toggle(d)}
            </Stack>
            <Typography variant="body2">{value(d)}</Typography>
            <Typography variant="body2" color="text.secondary">
              {period(d)} · {restriction(d)}
            </Typography>
          </Card>
        ))}
      </Stack>
    );
  else
    list = (
      <TableContainer component={Paper} variant="outlined">
        <Table size="small" aria-label={t('discounts.list')}>
          <TableHead>
            <TableRow>
              <TableCell>{t('discounts.code')}</TableCell>
              <TableCell>{t('discounts.value')}</TableCell>
              <TableCell>{t('discounts.period')}</TableCell>
              <TableCell>{t('discounts.restriction')}</TableCell>
              <TableCell>{t('discounts.status')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {query.data.map((d) => (
              <TableRow key={d.id}>
                <TableCell sx={{ fontFamily: 'monospace' }}>{d.code}</TableCell>
                <TableCell>{value(d)}</TableCell>
                <TableCell>{period(d)}</TableCell>
                <TableCell>{restriction(d)}</TableCell>
                <TableCell>
                  {toggle(d)}
                  {t(d.status === 'ACTIVE' ? 'discounts.active' : 'discounts.inactive')}
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
    );

  return (
    <Stack spacing={2}>
      <PageHeading title={t('discounts.title')} />
      <DiscountForm />
      <Stack spacing={1} component="section" aria-labelledby="discount-list-title">
        <Typography variant="h6" component="h2" id="discount-list-title">
          {t('discounts.list')}
        </Typography>
        {list}
      </Stack>
    </Stack>
  );
}
