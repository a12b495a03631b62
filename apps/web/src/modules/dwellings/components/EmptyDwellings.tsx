import { Link as RouterLink } from 'react-router';
import { Box, Button, Paper, Stack, Table, TableBody, TableCell, TableRow, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { formatKr } from '../../../ui/format';

const SAMPLES = [
  { address: 'Vestergade 12, 2. th, 8000 Aarhus C', rent: 850_000, size: '3 / 82 m²' },
  { address: 'Nørrebrogade 140, 1. tv, 2200 København N', rent: 1_125_000, size: '2 / 64 m²' },
];

/**
 * The landlord list's empty state (doc 2 §2): two blurred sample rows behind 'You haven't created
 * any dwellings yet' and a Create dwelling button. Rows and message share one grid cell, so the
 * box grows to whichever is taller and nothing is clipped on a phone.
 */
export function EmptyDwellings() {
  const { t } = useTranslation('dwellings');
  return (
    <Paper variant="outlined" sx={{ display: 'grid', overflow: 'hidden', '& > *': { gridArea: '1 / 1', minWidth: 0 } }}>
      <Box aria-hidden sx={{ filter: 'blur(4px)', userSelect: 'none', pointerEvents: 'none', opacity: 0.7, overflow: 'hidden' }}>
        <Table size="small">
          <TableBody>
            {SAMPLES.map((s) => (
              <TableRow key={s.address}>
                <TableCell>{s.address}</TableCell>
                <TableCell align="right">{formatKr(s.rent)}</TableCell>
                <TableCell>{s.size}</TableCell>
                <TableCell>{t('status.APPROVED')}</TableCell>
                <TableCell>{t('listingType.STANDARD')}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </Box>
      <Stack spacing={2} sx={{ alignItems: 'center', justifyContent: 'center', p: 3, textAlign: 'center', minHeight: 160 }}>
        <Typography variant="h6" component="p">
          {t('list.empty')}
        </Typography>
        <Button component={RouterLink} to="/dwellings/create" variant="contained">
          {t('list.createDwelling')}
        </Button>
      </Stack>
    </Paper>
  );
}
