import { useState } from 'react';
import { Accordion, AccordionDetails, AccordionSummary, Alert, LinearProgress, Stack, Typography } from '@mui/material';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
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
import { AdminSendForm } from '../components/AdminSendForm';

/**
 * /messages/ (doc 1 §2 Messages list): the landlord's own threads (GET /api/chat/threads/{own id}),
 * an admin's every thread ('admin'), the admin's lookup by User or Dwelling id and the admin's message
 * by dwelling id (doc 1 §5, §6: AdminSendForm, folded away until opened).
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
    // the table counts pages from 0, the API from 1 (docs/architecture.md "OpenAPI document")
    { sortBy: sort.by, sortDir: sort.dir, page: paging.page + 1, pageSize: paging.pageSize },
    lookup === null,
  );
  const found = useThreadLookup(lookup);
  const query = lookup ? found : list;

  return (
    <Stack spacing={2}>
      <PageHeading title={t('title')} />
      {isAdmin && <ThreadLookupForm active={lookup !== null} onSubmit={setLookup} onClear={() => setLookup(null)} />}
      {isAdmin && (
        // the summary is the heading (MUI puts it in an <h3> by default; this page's next level is h2)
        <Accordion variant="outlined" disableGutters slotProps={{ heading: { component: 'h2' } }}>
          <AccordionSummary expandIcon={<ExpandMoreIcon />} id="admin-send-summary" aria-controls="admin-send-region">
            <Typography component="span" variant="subtitle1">
              {t('adminSend.title')}
            </Typography>
          </AccordionSummary>
          <AccordionDetails>
            <AdminSendForm heading={false} />
          </AccordionDetails>
        </Accordion>
      )}
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
