import { Alert, LinearProgress, Paper, Stack } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { usePaging } from '../../../ui/use-paging';
import { useMyDwellings } from '../api';
import { LANDLORD_COLUMNS, useDwellingColumns } from '../columns';
import { CreateDwellingButton } from './CreateDwellingButton';
import { DwellingRowMenu } from './DwellingRowMenu';
import { DwellingsTable } from './DwellingsTable';
import { EmptyDwellings } from './EmptyDwellings';

/** The landlord's own dwellings (doc 2 §2 Landlord list) from GET /api/dwellings, newest first. */
export function LandlordDwellingsTable() {
  const { t } = useTranslation('dwellings');
  const paging = usePaging();
  const query = useMyDwellings(paging.page + 1, paging.pageSize);
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
        <DwellingsTable
          label={t('title.mine')}
          columns={columns}
          rows={query.data.results}
          renderActions={(row) => <DwellingRowMenu row={row} />}
          totalCount={query.data.totalCount}
          isFetching={query.isFetching}
          {...paging}
        />
      </Paper>
    </Stack>
  );
}
