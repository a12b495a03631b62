import {
  Alert,
  Box,
  Chip,
  Paper,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  TextField,
  Typography,
} from '@mui/material';
import { useTranslation } from 'react-i18next';
import { FACEBOOK_SHARES, LISTING_PRICES, LISTING_TYPES, type ListingType } from '@udlejning/shared/dwellings/listing-type';
import { formatKr } from '@udlejning/shared/dwellings/money';

/** PLUS → PREMIUM once PLUS is paid (doc 2 §1), øre. */
const PLUS_TO_PREMIUM = LISTING_PRICES.PREMIUM - LISTING_PRICES.PLUS;

export type PricingTableProps = {
  /** The listing's current tier (marked in the table). */
  current: ListingType;
};

/**
 * The status page's pricing comparison (doc 2 §1, §2 Status page): STANDARD / PLUS / PREMIUM with
 * price, Facebook shares and contact access, a discount-code row and the note that the money is
 * drawn first when the ad is approved. Payment itself comes with the payments issue: the form is
 * replaced by a disabled "Payment coming soon" note.
 */
export function PricingTable({ current }: PricingTableProps) {
  const { t } = useTranslation('lifecycle');
  const { t: td } = useTranslation('dwellings');
  return (
    <Stack spacing={2} id="pricing">
      <Box>
        <Typography variant="h6" component="h2">
          {t('pricing.title')}
        </Typography>
        <Typography color="text.secondary">{t('pricing.prompt')}</Typography>
      </Box>
      <TableContainer component={Paper} variant="outlined">
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
                  {LISTING_PRICES[type] === 0 ? t('pricing.free') : formatKr(LISTING_PRICES[type])}
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
            <TableRow>
              <TableCell component="th" scope="row">
                {t('pricing.discount')}
              </TableCell>
              <TableCell colSpan={3}>
                <TextField size="small" label={t('pricing.discount')} disabled helperText={t('pricing.discountSoon')} />
              </TableCell>
            </TableRow>
          </TableBody>
        </Table>
      </TableContainer>
      {current === 'PLUS' && (
        <Typography variant="body2">{t('pricing.upgradeFromPlus', { price: formatKr(PLUS_TO_PREMIUM) })}</Typography>
      )}
      <Typography variant="body2">{t('pricing.drawnOnApproval')}</Typography>
      <Alert severity="info" role="status">
        {t('pricing.paymentSoon')}
      </Alert>
    </Stack>
  );
}
