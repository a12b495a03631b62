import type { ReactNode } from 'react';
import {
  Box,
  Card,
  Chip,
  Paper,
  Stack,
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
import { FACEBOOK_SHARES, LISTING_PRICES, LISTING_TYPES, type ListingType } from '@udlejning/shared/dwellings/listing-type';
import { formatKr } from '../../../ui/format';

/** PLUS → PREMIUM once PLUS is paid (doc 2 §1), øre. */
const PLUS_TO_PREMIUM = LISTING_PRICES.PREMIUM - LISTING_PRICES.PLUS;

export type PricingTableProps = {
  /** The listing's current tier (marked in the table). */
  current: ListingType;
  /** The tier paid for for good (the status view's priceBasis); the PLUS → PREMIUM note shows only once PLUS is. */
  paid?: ListingType;
  /** The discount-code row's field and button (the payments module's UpgradeSection); none: no row. */
  discountRow?: ReactNode;
};

/**
 * The status page's pricing comparison (doc 2 §1, §2 Status page): STANDARD / PLUS / PREMIUM with
 * price, Facebook shares and contact access, a discount-code row and the note that the money is
 * the PLUS → PREMIUM price once PLUS is paid. The payment form and the sentence on when the money
 * is drawn are the payments module's (UpgradeSection). Below `sm` (600 px) each tier is a card of
 * its own instead of a table that would scroll sideways.
 */
export function PricingTable({ current, paid = current, discountRow }: PricingTableProps) {
  const { t } = useTranslation('lifecycle');
  const { t: td } = useTranslation('dwellings');
  const theme = useTheme();
  const isPhone = useMediaQuery(theme.breakpoints.down('sm'));
  const price = (type: ListingType) => (LISTING_PRICES[type] === 0 ? t('pricing.free') : formatKr(LISTING_PRICES[type]));
  const heading = (
    <Box>
      <Typography variant="h6" component="h2">
        {t('pricing.title')}
      </Typography>
      <Typography color="text.secondary">{t('pricing.prompt')}</Typography>
    </Box>
  );
  if (isPhone) {
    return (
      <Stack spacing={2} id="pricing">
        {heading}
        <Stack component="ul" spacing={1.5} aria-label={t('pricing.title')} sx={{ listStyle: 'none', m: 0, p: 0 }}>
          {LISTING_TYPES.map((type) => (
            <Card
              key={type}
              component="li"
              variant="outlined"
              sx={{ p: 2, borderColor: type === current ? 'primary.main' : undefined }}
            >
              <Stack direction="row" spacing={1} sx={{ alignItems: 'center', justifyContent: 'space-between' }}>
                <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
                  {td(`listingType.${type}`)}
                </Typography>
                {type === current && <Chip size="small" color="primary" label={t('pricing.current')} />}
              </Stack>
              <Box
                component="dl"
                sx={{ m: 0, mt: 1, display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: 2, rowGap: 0.5 }}
              >
                <Typography component="dt" variant="body2" color="text.secondary">
                  {t('pricing.price')}
                </Typography>
                <Typography component="dd" variant="body2" sx={{ m: 0 }}>
                  {price(type)}
                  {LISTING_PRICES[type] > 0 && ` (${t('pricing.oneTime')})`}
                </Typography>
                <Typography component="dt" variant="body2" color="text.secondary">
                  {t('pricing.facebook')}
                </Typography>
                <Typography component="dd" variant="body2" sx={{ m: 0 }}>
                  {t('pricing.facebookTimes', { count: FACEBOOK_SHARES[type] })}
                </Typography>
                <Typography component="dt" variant="body2" color="text.secondary">
                  {t('pricing.contact')}
                </Typography>
                <Typography component="dd" variant="body2" sx={{ m: 0 }}>
                  {t(`pricing.contactAccess.${type}`)}
                </Typography>
              </Box>
            </Card>
          ))}
        </Stack>
        {discountRow}
        <PricingNotes paid={paid} />
      </Stack>
    );
  }
  return (
    <Stack spacing={2} id="pricing">
      {heading}
      {/* between 600 px and the table's width the region scrolls: focusable and named, so keyboards can scroll it */}
      <TableContainer component={Paper} variant="outlined" tabIndex={0} role="region" aria-label={t('pricing.title')}>
        <Table size="small" aria-label={t('pricing.title')}>
          <TableHead>
            <TableRow>
              <TableCell>{t('pricing.feature')}</TableCell>
              {LISTING_TYPES.map((type) => (
                <TableCell key={type} align="center" sx={{ fontWeight: 600 }}>
                  {td(`listingType.${type}`)}
                  {type === current && <Chip size="small" color="primary" label={t('pricing.current')} sx={{ ml: 1 }} />}
                </TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            <TableRow>
              <TableCell component="th" scope="row">
                {t('pricing.price')}
              </TableCell>
              {LISTING_TYPES.map((type) => (
                <TableCell key={type} align="center">
                  {price(type)}
                  {LISTING_PRICES[type] > 0 && (
                    <Typography variant="caption" color="text.secondary" component="div">
                      {t('pricing.oneTime')}
                    </Typography>
                  )}
                </TableCell>
              ))}
            </TableRow>
            <TableRow>
              <TableCell component="th" scope="row">
                {t('pricing.facebook')}
              </TableCell>
              {LISTING_TYPES.map((type) => (
                <TableCell key={type} align="center">
                  {t('pricing.facebookTimes', { count: FACEBOOK_SHARES[type] })}
                </TableCell>
              ))}
            </TableRow>
            <TableRow>
              <TableCell component="th" scope="row">
                {t('pricing.contact')}
              </TableCell>
              {LISTING_TYPES.map((type) => (
                <TableCell key={type} align="center">
                  {t(`pricing.contactAccess.${type}`)}
                </TableCell>
              ))}
            </TableRow>
            {discountRow && (
              <TableRow>
                <TableCell component="th" scope="row">
                  {t('pricing.discount')}
                </TableCell>
                <TableCell colSpan={3}>{discountRow}</TableCell>
              </TableRow>
            )}
          </TableBody>
        </Table>
      </TableContainer>
      <PricingNotes paid={paid} />
    </Stack>
  );
}

/** The note under the comparison: the PLUS → PREMIUM price once PLUS is paid (doc 2 §1), not while it is only reserved. */
function PricingNotes({ paid }: { paid: ListingType }) {
  const { t } = useTranslation('lifecycle');
  if (paid !== 'PLUS') return null;
  return <Typography variant="body2">{t('pricing.upgradeFromPlus', { price: formatKr(PLUS_TO_PREMIUM) })}</Typography>;
}
