import { useState } from 'react';
import { Alert, LinearProgress, Paper, Stack } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { DEFAULT_PAGE_SIZE } from '@udlejning/shared/dwellings/enums';
import { useMyDwellings } from '../api';
import { LANDLORD_COLUMNS, useDwellingColumns } from '../columns';
import { CreateDwellingButton } from './CreateDwellingButton';
import { DwellingRowMenu } from './DwellingRowMenu';
import { DwellingsTable } from './DwellingsTable';
import { EmptyDwellings } from './EmptyDwellings';

/** The landlord's own dwellings (doc 2 §2 Landlord list) from GET /api/dwellings, newest first. */
export function LandlordDwellingsTable() {
  const { t } = useTranslation('dwellings');
  const [page, setPage] = useState(0);
  const [pageSize, setPageSize] = useState(DEFAULT_PAGE_SIZE);
  const query = useMyDwellings(page + 1, pageSize);
  const columns = useDwellingColumns(LANDLORD_COLUMNS);

  if (query.isPending) return <LinearProgress />;
  if (query.isError) return <Alert severity="error">{t('list.loadFailed')}</Alert>;
  if (query.data.totalCount === 0) return <EmptyDwellings />;
  return (
    <Stack spacing={2}>
      <Stack direction="row" sx={{ justifyContent: 'flex-end' }}>
        <CreateDwellingButton />
      </Stack>
      <Paper variant="outlined">
        {query.isFetching && <LinearProgress sx={{ height: 2 }} />}
        <DwellingsTable
          label={t('title.mine')}
          columns={columns}
          rows={query.data.results}
          renderActions={(row) => <DwellingRowMenu row={row} />}
          totalCount={query.data.totalCount}
          page={page}
          pageSize={pageSize}
          onPageChange={setPage}
          onPageSizeChange={(size) => {
            setPageSize(size);
            setPage(0);
          }}
        />
      </Paper>
    </Stack>
  );
}
