/**
 * /dwellings/:uuid/status and /status?token= (doc 2 §2 Status page). For now for the logged-in
 * owner or an admin: the thanks message after creating (from=createDwelling), the displayed
 * status, and links to My Dwellings and to edit the contact fields. Token mode, activation,
 * extension and upgrade come in a later issue.
 */
import { Link as RouterLink, useParams, useSearchParams } from 'react-router';
import { Alert, Button, LinearProgress, Paper, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../accounts/session';
import { useDwelling } from '../api';
import { DwellingStatusChip } from '../components/DwellingStatusChip';

export function DwellingStatusPage() {
  const { t } = useTranslation('dwellings');
  const { uuid } = useParams();
  const [search] = useSearchParams();
  const { user } = useSession();
  const query = useDwelling(user && uuid ? uuid : null);
  const isThanks = search.get('from') === 'createDwelling';

  let body;
  if (!user || !uuid) body = <Alert severity="warning">{t('statusPage.tokenMissing')}</Alert>;
  else if (query.isPending) body = <LinearProgress />;
  else if (query.isError) body = <Alert severity="error">{t('statusPage.loadFailed')}</Alert>;
  else {
    const d = query.data;
    body = (
      <Stack spacing={3}>
        {isThanks && (
          <Alert severity="success">
            <Typography variant="h6" component="p">
              {t('statusPage.thanks')}
            </Typography>
            {t('statusPage.thanksText')}
          </Alert>
        )}
        <Stack spacing={1}>
          <Typography variant="overline" color="text.secondary">
            {d.location.address}
          </Typography>
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
            <Typography>{t('statusPage.current')}:</Typography>
            <DwellingStatusChip status={d.displayedStatus} size="medium" />
          </Stack>
        </Stack>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
          <Button component={RouterLink} to="/dwellings/" variant="contained">
            {t('statusPage.myDwellings')}
          </Button>
          {d.abilities.update && (
            <Button component={RouterLink} to={`/dwellings/${d.uuid}`} state={{ step: 'description' }} variant="outlined">
              {t('statusPage.updateContact')}
            </Button>
          )}
          <Button component={RouterLink} to={`/dwellings/${d.uuid}/preview`}>
            {t('statusPage.preview')}
          </Button>
        </Stack>
      </Stack>
    );
  }

  return (
    <Stack spacing={2} sx={{ maxWidth: 800, mx: 'auto' }}>
      <Typography variant="h4" component="h1">
        {t('title.status')}
      </Typography>
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
        {body}
      </Paper>
    </Stack>
  );
}
