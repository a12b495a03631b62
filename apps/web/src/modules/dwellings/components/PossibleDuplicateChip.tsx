import type { MouseEvent } from 'react';
import { Link as RouterLink } from 'react-router';
import { Chip, Tooltip } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { duplicateOfRow, type DwellingRow } from '../dwelling-row';

/**
 * "Mulig dublet" / "Possible duplicate" on an admin row whose home another landlord already lists
 * (docs/architecture.md "One listing per home"): a link to that other listing, named with its address and
 * landlord. Nothing on other rows (landlords never get the flag).
 */
export function PossibleDuplicateChip({ row }: { row: DwellingRow }) {
  const { t } = useTranslation('dwellings');
  const other = duplicateOfRow(row);
  if (!other) return null;
  const title = `${t('adminList.duplicateChipTitle')}: ${other.address ?? ''} (${other.ownerName})`;
  return (
    <Tooltip title={title}>
      <Chip
        size="small"
        color="error"
        variant="outlined"
        label={t('adminList.duplicateChip')}
        component={RouterLink}
        to={`/dwellings/${other.uuid}/preview`}
        clickable
        onClick={(e: MouseEvent) => e.stopPropagation()}
        aria-label={title}
        sx={{ mt: 0.5, ml: 0.5 }}
      />
    </Tooltip>
  );
}
