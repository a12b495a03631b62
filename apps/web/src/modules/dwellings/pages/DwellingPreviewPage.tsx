import { useState } from 'react';
import { useParams } from 'react-router';
import { Alert, Box, LinearProgress, Paper, Stack } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../lib/api';
import { tMessage } from '../../../lib/i18n';
import { useSession } from '../../accounts/session';
import { ModerationDialog } from '../../moderation/components/ModerationDialog';
import { UserInfoPanel } from '../../moderation/components/UserInfoPanel';
import { DwellingPaymentsPanel } from '../../moderation/components/DwellingPaymentsPanel';
import { useDwelling } from '../api';
import { DwellingDetails } from '../components/DwellingDetails';
import { DwellingGallery } from '../components/DwellingGallery';
import { ImageDownloadButtons } from '../components/ImageDownloadButtons';
import { PreviewActions } from '../components/PreviewActions';
import { PageHeading } from '../../../shell/PageHeading';
import { PreviewMap } from '../map/PreviewMap';

/**
 * /dwellings/:uuid/preview (doc 2 §2 Preview page): the listing as seekers see it, with the owner or
 * admin bar. On a phone it reads photo, headline and price, facts, then the map; from `md` the
 * photo and map share the left column beside the details.
 */
export function DwellingPreviewPage() {
  const { t } = useTranslation('dwellings');
  const { uuid = '' } = useParams();
  const { isAdmin } = useSession();
  const query = useDwelling(uuid);
  const [isModerating, setModerating] = useState(false);

  if (query.isPending) return <LinearProgress />;
  if (query.isError) {
    return (
      <Alert severity="error">{query.error instanceof ApiError ? tMessage(query.error.message) : t('list.loadFailed')}</Alert>
    );
  }
  const d = query.data;
  return (
    <Stack spacing={2} sx={{ maxWidth: 1200, mx: 'auto' }}>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={1}
        sx={{ justifyContent: 'space-between', alignItems: { sm: 'center' } }}
      >
        <PageHeading title={t('title.preview')} />
        <PreviewActions dwelling={d} isAdmin={isAdmin} onModerate={() => setModerating(true)} />
      </Stack>
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
        <Box
          sx={{
            display: 'grid',
            gap: 3,
            gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'minmax(0, 7fr) minmax(0, 5fr)' },
            gridTemplateAreas: { xs: '"gallery" "details" "map"', md: '"gallery details" "map details"' },
            gridTemplateRows: { md: 'auto 1fr' },
          }}
        >
          <Box sx={{ gridArea: 'gallery' }}>
            <DwellingGallery
              images={d.images}
              actions={isAdmin ? (filename) => <ImageDownloadButtons filename={filename} /> : undefined}
            />
          </Box>
          <Box sx={{ gridArea: 'details' }}>
            <DwellingDetails dwelling={d} />
          </Box>
          <Box component="section" aria-label={t('map.title')} sx={{ gridArea: 'map' }} data-testid="preview-map">
            <PreviewMap coordinates={d.location.geo?.coordinates} zip={d.location.zip} city={d.location.city} />
          </Box>
        </Box>
      </Paper>
      {isAdmin && <UserInfoPanel uuid={d.uuid} user={d.user} />}
      {isAdmin && <DwellingPaymentsPanel dwellingId={d.uuid} userId={d.user.id} />}
      {isAdmin && isModerating && (
        <ModerationDialog
          open
          uuid={d.uuid}
          canApprove={d.abilities.approve}
          canReject={d.abilities.reject}
          dwelling={d}
          onClose={() => setModerating(false)}
        />
      )}
    </Stack>
  );
}
