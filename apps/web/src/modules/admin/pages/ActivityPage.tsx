/**
 * /activity (admin, doc 2 §2, §3): the activity table — action, target, actor, timestamp and
 * details — over GET /api/activity, paged 10/25/50/100 and filterable by action, target (dwelling
 * uuid) and actor (name or user id). Filters and page live in the URL query, so a reload or a
 * shared link shows the same view; text filters are debounced.
 */
import { useEffect, useState } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router';
import {
  Alert,
  LinearProgress,
  Link,
  MenuItem,
  Paper,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TablePagination,
  TableRow,
  TextField,
} from '@mui/material';
import { useTranslation } from 'react-i18next';
import { ACTIVITY_ACTIONS } from '@udlejning/shared/activity/actions';
import { DEFAULT_PAGE_SIZE, PAGE_SIZES } from '@udlejning/shared/dwellings/enums';
import { formatDateTime } from '../../dwellings/format';
import { useActivity } from '../../moderation/api';
import { ActivityEntryDetails } from '../../activity/components/ActivityEntryDetails';
import { PageHeading } from '../../../shell/PageHeading';

const DEBOUNCE_MS = 500;

/** A text filter that reports its value after the user pauses typing. */
function DebouncedText({ label, value, onChange }: { label: string; value: string; onChange: (v: string) => void }) {
  const [text, setText] = useState(value);
  useEffect(() => setText(value), [value]);
  useEffect(() => {
    if (text === value) return;
    const timer = setTimeout(() => onChange(text), DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text, value, onChange]);
  return <TextField size="small" label={label} value={text} onChange={(e) => setText(e.target.value)} sx={{ minWidth: 220 }} />;
}

export function ActivityPage() {
  const { t, i18n } = useTranslation('activity');
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Number(params.get('page')) || 1);
  const size = Number(params.get('pageSize'));
  const pageSize = (PAGE_SIZES as readonly number[]).includes(size) ? size : DEFAULT_PAGE_SIZE;
  const action = params.get('action') ?? '';
  const target = params.get('target') ?? '';
  const actor = params.get('actor') ?? '';
  const query = useActivity({ page, pageSize, action, target, actor });

  const update = (changes: Record<string, string | number>, resetPage = true) => {
    const next = new URLSearchParams(params);
    for (const [key, value] of Object.entries(changes)) {
      if (value === '' || value === undefined) next.delete(key);
      else next.set(key, String(value));
    }
    if (resetPage) next.delete('page');
    setParams(next, { replace: true });
  };

  return (
    <Stack spacing={2}>
      <PageHeading title={t('page.title')} />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} useFlexGap sx={{ flexWrap: 'wrap' }}>
        <TextField
          select
          size="small"
          label={t('page.action')}
          value={action}
          onChange={(e) => update({ action: e.target.value })}
          sx={{ minWidth: 220 }}
        >
          <MenuItem value="">{t('page.allActions')}</MenuItem>
          {ACTIVITY_ACTIONS.map((a) => (
            <MenuItem key={a} value={a}>
              {t(`actions.${a}`)}
            </MenuItem>
          ))}
        </TextField>
        <DebouncedText label={t('page.filterTarget')} value={target} onChange={(v) => update({ target: v })} />
        <DebouncedText label={t('page.filterActor')} value={actor} onChange={(v) => update({ actor: v })} />
      </Stack>
      {query.isError && <Alert severity="error">{t('page.loadFailed')}</Alert>}
      <Paper variant="outlined">
        {query.isFetching && <LinearProgress />}
        <TableContainer>
          <Table size="small" aria-label={t('page.title')}>
            <TableHead>
              <TableRow>
                <TableCell>{t('page.action')}</TableCell>
                <TableCell>{t('page.target')}</TableCell>
                <TableCell>{t('page.actor')}</TableCell>
                <TableCell>{t('page.timestamp')}</TableCell>
                <TableCell>{t('page.details')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {query.data?.results.map((e) => (
                <TableRow key={e._id}>
                  <TableCell sx={{ whiteSpace: 'nowrap' }}>{t(`actions.${e.action}`, { defaultValue: e.action })}</TableCell>
                  <TableCell sx={{ whiteSpace: 'nowrap', fontFamily: 'monospace' }}>
                    {e.targetType === 'dwelling' ? (
                      <Link component={RouterLink} to={`/dwellings/${e.target}/preview`}>
                        {e.target.slice(0, 8)}
                      </Link>
                    ) : (
                      e.target
                    )}
                  </TableCell>
                  <TableCell>{e.actor}</TableCell>
                  <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDateTime(e.timestamp, i18n.language)}</TableCell>
                  <TableCell sx={{ minWidth: 220, maxWidth: 420 }}>
                    <ActivityEntryDetails entry={e} />
                  </TableCell>
                </TableRow>
              ))}
              {query.data && query.data.results.length === 0 && (
                <TableRow>
                  <TableCell colSpan={5}>{t('page.empty')}</TableCell>
                </TableRow>
              )}
            </TableBody>
          </Table>
        </TableContainer>
        <TablePagination
          component="div"
          count={query.data?.totalCount ?? 0}
          page={query.data ? page - 1 : 0}
          rowsPerPage={pageSize}
          rowsPerPageOptions={[...PAGE_SIZES]}
          labelRowsPerPage={t('page.rowsPerPage')}
          onPageChange={(_e, p) => update({ page: p + 1 }, false)}
          onRowsPerPageChange={(e) => update({ pageSize: Number(e.target.value) })}
        />
      </Paper>
    </Stack>
  );
}
