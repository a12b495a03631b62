/**
 * The facilities of a listing's public page (doc 2 §3 facilities[]): the labels of the form's keys
 * (dwellings/facilities.ts, i18n `dwellings:facility.*`); a stored value outside that list is shown as it is.
 */
import Box from '@mui/material/Box';
import { useTranslation } from 'react-i18next';
import { ListingSection } from './ListingSection';

export function ListingFacilities({ facilities }: { facilities: string[] }) {
  const { t } = useTranslation('publicListing');
  const { t: td } = useTranslation('dwellings');
  if (facilities.length === 0) return null;
  return (
    <ListingSection title={t('facilities')}>
      <Box
        component="ul"
        sx={{ m: 0, pl: 2.5, display: 'grid', gap: 0.5, gridTemplateColumns: { xs: '1fr 1fr', sm: '1fr 1fr 1fr' } }}
      >
        {facilities.map((f) => (
          <li key={f}>{td(`facility.${f}`, { defaultValue: f })}</li>
        ))}
      </Box>
    </ListingSection>
  );
}
