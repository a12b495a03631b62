import { Link as RouterLink, useSearchParams } from 'react-router';
import { Alert, Link, Paper, Stack } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { ACTIVITY_ACTIONS, type ActivityAction } from '@udlejning/shared/activity/actions';
import type { ActivityEntry } from '@udlejning/shared/activity/entry';
import { DEFAULT_PAGE_SIZE, PAGE_SIZES } from '@udlejning/shared/dwellings/enums';
import { formatDateTime } from '../../dwellings/format';
import { useActivity } from '../../moderation/api';
import { ActivityEntryDetails } from '../components/ActivityEntryDetails';
import { PageHeading } from '../../../shell/PageHeading';
import { DebouncedTextField } from '../../../ui/DebouncedTextField';
import { PagedTable, type TableColumn } from '../../../ui/PagedTable';
import { SelectField } from '../../../ui/SelectField';

/** Milliseconds without a key before a text filter applies. */
const DEBOUNCE_MS = 500;

/**
 * /activity (admin): the activity log of every domain, newest first (doc 2 §2, §3), filtered by
 * action, target id and actor; filters and page live in the URL (back/forward and links keep them).
 * Built on the shared ui/ pieces: SelectField, DebouncedTextField, PagedTable.
 */
export function ActivityPage() {
  const { t, i18n } = useTranslation('activity');
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Number(params.get('page')) || 1);
  const size = Number(params.get('pageSize'));
  const pageSize = (PAGE_SIZES as readonly number[]).includes(size) ? size : DEFAULT_PAGE_SIZE;
  const action = (params.get('action') ?? '') as ActivityAction | '';
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

  const columns: TableColumn<ActivityEntry>[] = [
    { id: 'action', label: t('page.action'), render: (e) => t(`actions.${e.action}`, { defaultValue: e.action }) },
    {
      id: 'target',
      label: t('page.target'),
      render: (e) =>
        e.targetType === 'dwelling' ? (
          <Link component={RouterLink} to={`/dwellings/${e.target}/preview`} sx={{ fontFamily: 'monospace' }}>
            {e.target.slice(0, 8)}
          </Link>
        ) : (
          <span style={{ fontFamily: 'monospace' }}>{e.target}</span>
        ),
    },
    { id: 'actor', label: t('page.actor'), minWidth: 120, render: (e) => e.actor },
    { id: 'timestamp', label: t('page.timestamp'), render: (e) => formatDateTime(e.timestamp, i18n.language) },
    { id: 'details', label: t('page.details'), minWidth: 220, render: (e) => <ActivityEntryDetails entry={e} /> },
  ];

  return (
    <Stack spacing={2}>
      <PageHeading title={t('page.title')} />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} useFlexGap sx={{ flexWrap: 'wrap' }}>
        <SelectField
          label={t('page.action')}
          value={action}
          onChange={(v) => update({ action: v ?? '' })}
          emptyOption={t('page.allActions')}
          options={ACTIVITY_ACTIONS.map((a) => ({ value: a, label: t(`actions.${a}`) }))}
          size="small"
          fullWidth={false}
          sx={{ minWidth: 220 }}
        />
        <DebouncedTextField
          label={t('page.filterTarget')}
          value={target}
          onCommit={(v) => update({ target: v })}
          delayMs={DEBOUNCE_MS}
          width={220}
        />
        <DebouncedTextField
          label={t('page.filterActor')}
          value={actor}
          onCommit={(v) => update({ actor: v })}
          delayMs={DEBOUNCE_MS}
          width={220}
        />
      </Stack>
      {query.isError && <Alert severity="error">{t('page.loadFailed')}</Alert>}
      <Paper variant="outlined">
        <PagedTable
          label={t('page.title')}
          columns={columns}
          rows={query.data?.results ?? []}
          rowKey={(e) => e._id}
          emptyText={query.data ? t('page.empty') : undefined}
          isFetching={query.isFetching}
          paging={{
            page: page - 1,
            pageSize,
            totalCount: query.data?.totalCount ?? 0,
            onPageChange: (p) => update({ page: p + 1 }, false),
            onPageSizeChange: (s) => update({ pageSize: s }),
          }}
        />
      </Paper>
    </Stack>
  );
}
