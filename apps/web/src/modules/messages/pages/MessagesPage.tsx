import { useState } from 'react';
import { Alert, LinearProgress, Stack } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { THREAD_DEFAULT_PAGE_SIZE } from '@udlejning/shared/messages/thread';
import { useSession } from '../../accounts/session';
import { PageHeading } from '../../../shell/PageHeading';
import { usePaging } from '../../../ui/use-paging';
import { tMessage } from '../../../lib/i18n';
import { ApiError } from '../../../lib/api';
import { useThreadLookup, useThreads } from '../api';
import { ThreadsTable, type ThreadSort } from '../components/ThreadsTable';
import { ThreadLookupForm, type ThreadLookupValue } from '../components/ThreadLookupForm';

/**
 * /messages/ (doc 1 §2 Messages list): the landlord's own threads (GET /api/chat/threads/{own id}),
 * an admin's every thread ('admin') and the admin's lookup by User or Dwelling id.
 */
export function MessagesPage() {
  const { t } = useTranslation('chat');
  const { user, isAdmin } = useSession();
  const paging = usePaging(THREAD_DEFAULT_PAGE_SIZE);
  const [sort, setSort] = useState<ThreadSort>({ by: 'updatedAt', dir: 'desc' });
  const [lookup, setLookup] = useState<ThreadLookupValue | null>(null);
  const listId = isAdmin ? 'admin' : String(user?.id ?? '');
  const list = useThreads(
    listId,
    { sortBy: sort.by, sortDir: sort.dir, page: paging.page, pageSize: paging.pageSize },
    lookup === null,
  );
  const found = useThreadLookup(lookup);
  const query = lookup ? found : list;

  return (
    <Stack spacing={2}>
      <PageHeading title={t('title')} />
      {isAdmin && <ThreadLookupForm active={lookup !== null} onSubmit={setLookup} onClear={() => setLookup(null)} />}
      {query.isPending ? (
        <LinearProgress />
      ) : query.isError ? (
        <Alert severity="error">{query.error instanceof ApiError ? tMessage(query.error.message) : t('loadFailed')}</Alert>
      ) : (
        <ThreadsTable
          label={lookup ? t('lookup.results', { option: t(`lookup.${lookup.option}`), id: lookup.id }) : t('title')}
          rows={query.data.results}
          totalCount={query.data.totalCount}
          totalCountIsExact={query.data.totalCountIsExact}
          // a lookup shows its (up to 100) threads on one page
          paging={lookup ? { ...paging, page: 0, pageSize: 100 } : paging}
          sort={lookup ? undefined : sort}
          onSortChange={(next) => {
            setSort(next);
            paging.onPageChange(0);
          }}
          isFetching={query.isFetching}
        />
      )}
    </Stack>
  );
}
