import { Link as RouterLink } from 'react-router';
import { Button, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { canUpgrade, type DwellingRow } from '../dwelling-row';

/**
 * The Annoncering cell of the landlord list (doc 2 §2, §4): the listing type and an Upgrade button
 * (→ the status page's pricing table) while abilities.upgrade — hidden for PREMIUM and for listings
 * deactivated more than 14 days ago. Non-premium rows without the upgrade option show nothing, as
 * their upgrade window is over.
 */
export function ListingTypeCell({ row }: { row: DwellingRow }) {
  const { t } = useTranslation('dwellings');
  const { t: tl } = useTranslation('lifecycle');
  const isAdminRow = row.user !== undefined;
  const isUpgradable = canUpgrade(row);
  if (!isAdminRow && !isUpgradable && row.listingType !== 'PREMIUM') return null;
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
      <Typography variant="body2">{row.listingType && t(`listingType.${row.listingType}`)}</Typography>
      {isUpgradable && (
        <Button
          size="small"
          variant="outlined"
          component={RouterLink}
          to={`/dwellings/${row.uuid}/status#pricing`}
          onClick={(e) => e.stopPropagation()}
          aria-label={`${tl('actions.upgrade')} ${row.location?.address ?? ''}`.trim()}
        >
          {tl('actions.upgrade')}
        </Button>
      )}
    </Stack>
  );
}
