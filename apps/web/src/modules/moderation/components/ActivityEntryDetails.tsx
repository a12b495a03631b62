import { Box, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { ActivityEntry } from '@udlejning/shared/activity/entry';
import { activity } from '@udlejning/shared/i18n/da/activity';

type FieldKey = keyof typeof activity.fields.dwelling;
const isField = (f: string): f is FieldKey => Object.hasOwn(activity.fields.dwelling, f);

/** Diffs with more fields than this fold into a <details>. */
const INLINE_CHANGES = 3;

const show = (v: unknown): string => {
  if (v === null || v === undefined || v === '') return '–';
  if (typeof v === 'string') return v;
  return JSON.stringify(v);
};

/**
 * The data of one activity entry (doc 2 §3): reason, publish error as 'Error : {message}' (doc 2
 * §8), the mail kind and recipient, and the field diff as "field: before → after" lines
 * (folded when long).
 */
export function ActivityEntryDetails({ entry }: { entry: ActivityEntry }) {
  const { t } = useTranslation('activity');
  const { reason, error, diff } = entry.data;
  const { kind, to } = entry.data;
  const changes = Object.entries(diff ?? {});
  // field names in the UI language; an unknown one (a newer server) as sent
  const fieldName = (f: string) => (isField(f) ? t(`fields.dwelling.${f}`) : f);
  const list = (
    <Box component="ul" aria-label={t('log.changes')} sx={{ m: 0, pl: 2 }}>
      {changes.map(([field, [before, after]]) => (
        <Typography component="li" variant="caption" key={field} sx={{ overflowWrap: 'anywhere', display: 'list-item' }}>
          {fieldName(field)}: {show(before)} → {show(after)}
        </Typography>
      ))}
    </Box>
  );
  return (
    <Box sx={{ minWidth: 0 }}>
      {error && (
        <Typography variant="body2" color="error">
          {t('log.errorLine', { message: error })}
        </Typography>
      )}
      {reason && (
        <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap' }}>
          <strong>{t('log.reason')}:</strong> {reason}
        </Typography>
      )}
      {typeof kind === 'string' && (
        <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
          {kind}
          {typeof to === 'string' ? ` → ${to}` : ''}
        </Typography>
      )}
      {changes.length > 0 && changes.length <= INLINE_CHANGES && list}
      {changes.length > INLINE_CHANGES && (
        // long diffs (a new listing) fold away, so the log stays readable
        <Box component="details">
          <Typography component="summary" variant="body2" sx={{ cursor: 'pointer' }}>
            {t('log.changes')} ({changes.length}): {changes.map(([field]) => fieldName(field)).join(', ')}
          </Typography>
          {list}
        </Box>
      )}
    </Box>
  );
}
