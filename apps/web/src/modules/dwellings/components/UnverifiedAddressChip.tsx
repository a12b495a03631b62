import { Chip, Tooltip } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { hasManualAddress, type DwellingRow } from '../dwelling-row';

/**
 * "Ikke verificeret mod DAR" / "Not verified against DAR" on a row whose address was typed by hand
 * (`location.manualAddress`, docs/architecture.md "Dwellings and moderation"), so the admin checks
 * it before approving. Nothing for an address chosen from the register.
 */
export function UnverifiedAddressChip({ row }: { row: DwellingRow }) {
  const { t } = useTranslation('dwellings');
  if (!hasManualAddress(row)) return null;
  return (
    <Tooltip title={t('list.notVerifiedAgainstDarHelp')}>
      <Chip size="small" color="warning" variant="outlined" label={t('list.notVerifiedAgainstDar')} sx={{ mt: 0.5 }} />
    </Tooltip>
  );
}
