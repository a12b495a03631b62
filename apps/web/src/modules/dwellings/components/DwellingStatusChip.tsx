import { Chip, type ChipProps } from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { DisplayedStatus } from '@udlejning/shared/dwellings/status';

const STATUS_COLORS = {
  DRAFT: 'default',
  PENDING_REVIEW: 'warning',
  DOCUMENTATION_REQUESTED: 'info',
  APPROVED: 'success',
  REJECTED: 'error',
  DEACTIVATED: 'default',
} as const satisfies Record<DisplayedStatus, ChipProps['color']>;

/** The translated displayed status of a dwelling as a coloured chip (doc 2 §4). */
export function DwellingStatusChip({ status, size = 'small' }: { status: DisplayedStatus; size?: ChipProps['size'] }) {
  const { t } = useTranslation('dwellings');
  return (
    <Chip
      size={size}
      color={STATUS_COLORS[status]}
      variant={status === 'DEACTIVATED' ? 'outlined' : 'filled'}
      label={t(`status.${status}`)}
    />
  );
}
