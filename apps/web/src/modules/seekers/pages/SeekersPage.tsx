/**
 * /boligsoegerlisten/: the seeker list (doc 1 §2, §6, §8). A dropdown of the landlord's
 * own active dwellings (GET /api/dwellings/activeDwellings) drives POST /api/chat/requestSeekers:
 * up to 10 seekers ranked by fit, with name, e-mail, active since and the fit score. A row opens
 * the seeker's profile dialog; "Skriv til" writes the first message to a seeker (WriteToSeekerDialog). 'No active dwellings' / 'No seekers available' when empty. Below
 * 600 px the seekers are cards instead of a table.
 */
import { useState } from 'react';
import {
  Alert,
  Box,
  Button,
  Card,
  LinearProgress,
  Link,
  Paper,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  Typography,
  useMediaQuery,
  useTheme,
} from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { ActiveDwelling, SeekerListRow } from '@udlejning/shared/seekers/seeker';
import { PageHeading } from '../../../shell/PageHeading';
import { SelectField } from '../../../ui/SelectField';
import { formatDate } from '../../../ui/format';
import { useActiveDwellings, useSeekerList } from '../api';
import { WriteToSeekerDialog } from '../components/WriteToSeekerDialog';
import { SeekerProfileDialog } from '../components/SeekerProfileDialog';

/** The address (which already names postal code and town), else postal code and town. */
const dwellingLabel = (d: ActiveDwelling) => d.address || [d.zip, d.city].filter(Boolean).join(' ') || d.uuid;

/** The seeker's name as a button-like link that opens the profile (keyboard reachable). */
function ProfileLink({ row, onOpen }: { row: SeekerListRow; onOpen: (externalId: string) => void }) {
  const { t } = useTranslation('seekers');
  return (
    <Link
      component="button"
      type="button"
      onClick={(e) => {
        e.stopPropagation();
        onOpen(row.externalId);
      }}
      aria-label={t('list.openProfile', { name: row.name })}
      sx={{ textAlign: 'left', overflowWrap: 'anywhere', fontWeight: 500 }}
    >
      {row.name}
    </Link>
  );
}

/** "Skriv til": opens the dialog for the first message to this seeker (WriteToSeekerDialog). */
function WriteButton({ row, onWrite }: { row: SeekerListRow; onWrite: (row: SeekerListRow) => void }) {
  const { t } = useTranslation('seekers');
  return (
    <Button
      size="small"
      variant="outlined"
      aria-label={t('write.actionLabel', { name: row.name })}
      onClick={(e) => {
        e.stopPropagation();
        onWrite(row);
      }}
      sx={{ whiteSpace: 'nowrap' }}
    >
      {t('write.action')}
    </Button>
  );
}

type ListProps = { rows: SeekerListRow[]; onOpen: (externalId: string) => void; onWrite: (row: SeekerListRow) => void };

function SeekerTable({ rows, onOpen, onWrite }: ListProps) {
  const { t, i18n } = useTranslation('seekers');
  return (
    <TableContainer>
      <Table size="small" aria-label={t('list.tableLabel')}>
        <TableHead>
          <TableRow>
            <TableCell>{t('list.name')}</TableCell>
            <TableCell>{t('list.email')}</TableCell>
            <TableCell>{t('list.activeSince')}</TableCell>
            <TableCell align="right">{t('list.score')}</TableCell>
            <TableCell>{t('write.column')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((row) => (
            <TableRow key={row.userId} hover onClick={() => onOpen(row.externalId)} sx={{ cursor: 'pointer' }}>
              <TableCell>
                <ProfileLink row={row} onOpen={onOpen} />
              </TableCell>
              <TableCell sx={{ overflowWrap: 'anywhere' }}>{row.email}</TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDate(row.activeSince, i18n.language)}</TableCell>
              <TableCell align="right" aria-label={t('list.scoreLabel', { score: row.score })}>
                {t('list.scoreValue', { score: row.score })}
              </TableCell>
              <TableCell>
                <WriteButton row={row} onWrite={onWrite} />
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}

function SeekerCards({ rows, onOpen, onWrite }: ListProps) {
  const { t, i18n } = useTranslation('seekers');
  return (
    <Stack component="ul" aria-label={t('list.tableLabel')} spacing={1} sx={{ listStyle: 'none', m: 0, p: 1 }}>
      {rows.map((row) => (
        <Card key={row.userId} component="li" variant="outlined" sx={{ p: 1.5 }}>
          <Stack direction="row" spacing={1} sx={{ justifyContent: 'space-between', alignItems: 'baseline' }}>
            <ProfileLink row={row} onOpen={onOpen} />
            <Typography variant="body2" aria-label={t('list.scoreLabel', { score: row.score })} sx={{ flexShrink: 0 }}>
              {t('list.scoreValue', { score: row.score })}
            </Typography>
          </Stack>
          <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
            {row.email}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {t('list.activeSince')}: {formatDate(row.activeSince, i18n.language)}
          </Typography>
          <Box sx={{ mt: 1 }}>
            <WriteButton row={row} onWrite={onWrite} />
          </Box>
        </Card>
      ))}
    </Stack>
  );
}

export function SeekersPage() {
  const { t } = useTranslation('seekers');
  const theme = useTheme();
  const isNarrow = useMediaQuery(theme.breakpoints.down('sm'));
  const dwellings = useActiveDwellings();
  const [chosen, setChosen] = useState<string | null>(null);
  const [profileOf, setProfileOf] = useState<string | null>(null);
  const [writeTo, setWriteTo] = useState<SeekerListRow | null>(null);
  const options = dwellings.data?.results ?? [];
  // the first dwelling is chosen until the landlord picks another
  const dwellingUuid = chosen && options.some((d) => d.uuid === chosen) ? chosen : (options[0]?.uuid ?? null);
  const seekers = useSeekerList(dwellingUuid);

  let body;
  if (dwellings.isPending) body = <LinearProgress aria-label={t('list.title')} />;
  else if (dwellings.isError) body = <Alert severity="error">{t('list.loadFailed')}</Alert>;
  else if (options.length === 0)
    body = (
      <Paper variant="outlined" sx={{ p: 3 }}>
        <Typography variant="h6" component="h2" gutterBottom>
          {t('list.noActiveDwellings')}
        </Typography>
        <Typography color="text.secondary">{t('list.noActiveDwellingsHint')}</Typography>
      </Paper>
    );
  else {
    let list;
    if (seekers.isPending) list = <LinearProgress aria-label={t('list.tableLabel')} />;
    else if (seekers.isError) list = <Alert severity="error">{t('list.loadFailed')}</Alert>;
    else if (seekers.data.results.length === 0)
      list = <Typography sx={{ p: 3, textAlign: 'center' }}>{t('list.noSeekers')}</Typography>;
    else
      list = isNarrow ? (
        <SeekerCards rows={seekers.data.results} onOpen={setProfileOf} onWrite={setWriteTo} />
      ) : (
        <SeekerTable rows={seekers.data.results} onOpen={setProfileOf} onWrite={setWriteTo} />
      );
    body = (
      <Stack spacing={2}>
        <Box sx={{ maxWidth: 520 }}>
          <SelectField<string>
            label={t('list.dwelling')}
            value={dwellingUuid}
            onChange={(v) => setChosen(v)}
            options={options.map((d) => ({ value: d.uuid, label: dwellingLabel(d) }))}
          />
        </Box>
        <Paper variant="outlined">{list}</Paper>
      </Stack>
    );
  }

  return (
    <Stack spacing={2}>
      <PageHeading title={t('list.title')} />
      <Typography color="text.secondary">{t('list.intro')}</Typography>
      {body}
      <SeekerProfileDialog externalId={profileOf} onClose={() => setProfileOf(null)} />
      {dwellingUuid && <WriteToSeekerDialog dwellingUuid={dwellingUuid} seeker={writeTo} onClose={() => setWriteTo(null)} />}
    </Stack>
  );
}
