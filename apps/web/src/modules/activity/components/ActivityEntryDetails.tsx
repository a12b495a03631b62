import { Box, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { ActivityEntry } from '@udlejning/shared/activity/entry';
import { currentLanguage } from '../../../lib/i18n';
import { changedFieldLabels, formatActivityDiff } from '../format-diff';
import { ActivityDiff } from './ActivityDiff';

/** Diffs with more lines than this fold into a <details> that names the changed fields. */
const INLINE_CHANGES = 3;

/**
 * The data of one activity entry of any target type (doc 2 §3): reason, publish error as
 * 'Error : {message}' (doc 2 §8), the mail kind and recipient, and the field diff as readable
 * lines (format-diff.ts), folded when long. Used by the log dialog and the /activity page.
 */
export function ActivityEntryDetails({ entry }: { entry: ActivityEntry }) {
  const { t } = useTranslation(['dwellings', 'activity', 'common']);
  const { reason, error, diff, kind, to } = entry.data;
  const lines = formatActivityDiff(entry.targetType, diff, { t, lang: currentLanguage() });
  const fields = changedFieldLabels(entry.targetType, diff, t);
  const changesLabel = t('activity:log.changes');
  const list = <ActivityDiff lines={lines} label={changesLabel} />;
  return (
    <Box sx={{ minWidth: 0 }}>
      {error && (
        <Typography variant="body2" color="error">
          {t('activity:log.errorLine', { message: error })}
        </Typography>
      )}
      {reason && (
        <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap' }}>
          <strong>{t('activity:log.reason')}:</strong> {reason}
        </Typography>
      )}
      {typeof kind === 'string' && (
        <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
          {kind}
          {typeof to === 'string' ? ` → ${to}` : ''}
        </Typography>
      )}
      {lines.length > 0 && lines.length <= INLINE_CHANGES && list}
      {lines.length > INLINE_CHANGES && (
        // long diffs (a new listing) fold away, so the log stays readable
        <Box component="details">
          <Typography component="summary" variant="body2" sx={{ cursor: 'pointer' }}>
            {changesLabel} ({fields.length}): {fields.join(', ')}
          </Typography>
          {list}
        </Box>
      )}
    </Box>
  );
}
