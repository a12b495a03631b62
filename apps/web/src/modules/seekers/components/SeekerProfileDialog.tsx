/**
 * The seeker profile dialog (doc 1 §2 "Seeker profile dialog", §8): avatar (picture or
 * hash-based, height 90), name and e-mail, birthday, type, reason, employment, preferred language,
 * the smoker/pets/RKI flags, and the seeker's wishes. 'Something went wrong...' when the profile
 * cannot be read (also for a seeker the caller may not see: the API answers 404); empty values read
 * 'Not specified'. Used by the seeker list and (admins) the thread view.
 */
import type { ReactNode } from 'react';
import {
  Alert,
  Box,
  Button,
  Chip,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  LinearProgress,
  Link,
  Stack,
  Typography,
  useMediaQuery,
  useTheme,
} from '@mui/material';
import CheckIcon from '@mui/icons-material/Check';
import CloseIcon from '@mui/icons-material/Close';
import { useTranslation } from 'react-i18next';
import type { SeekerPreferences, SeekerProfile } from '@udlejning/shared/seekers/seeker';
import { formatDate, formatKr } from '../../../ui/format';
import { useSeekerPreferences, useSeekerProfile } from '../api';
import { SeekerAvatar } from './SeekerAvatar';
import { Fact } from '../../../ui/Fact';

export type SeekerProfileDialogProps = {
  /** The seeker to show (its externalId); null keeps the dialog closed. */
  externalId: string | null;
  onClose(): void;
};

const factGrid = {
  display: 'grid',
  gridTemplateColumns: { xs: 'repeat(2, minmax(0, 1fr))', sm: 'repeat(3, minmax(0, 1fr))' },
  columnGap: 2,
  rowGap: 1.5,
  m: 0,
} as const;

/** A yes/no flag as a chip with an icon, or 'Not specified'. */
function Flag({ value, label }: { value: boolean | null; label: string }) {
  const { t } = useTranslation('common');
  if (value === null) return <Chip size="small" variant="outlined" label={`${label}: ${t('notSpecified')}`} />;
  return (
    <Chip
      size="small"
      color={value ? 'primary' : 'default'}
      variant={value ? 'filled' : 'outlined'}
      icon={value ? <CheckIcon /> : <CloseIcon />}
      label={`${label}: ${value ? t('yes') : t('no')}`}
    />
  );
}

function ProfileFacts({ profile }: { profile: SeekerProfile }) {
  const { t, i18n } = useTranslation('seekers');
  const { t: tc } = useTranslation('common');
  const none = tc('notSpecified');
  return (
    <Stack spacing={2}>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
        <SeekerAvatar seed={profile.externalId} picture={profile.picture} alt={t('profile.avatar', { name: profile.name })} />
        <Box sx={{ minWidth: 0 }}>
          <Typography variant="h6" component="p" sx={{ overflowWrap: 'anywhere' }}>
            {profile.name}
          </Typography>
          <Link href={`mailto:${profile.email}`} sx={{ overflowWrap: 'anywhere' }}>
            {profile.email}
          </Link>
        </Box>
      </Stack>
      <Box component="dl" sx={factGrid}>
        <Fact label={t('profile.birthday')}>{profile.birthday ? formatDate(profile.birthday, i18n.language) : none}</Fact>
        <Fact label={t('profile.type')}>{profile.type ? t(`type.${profile.type}`) : none}</Fact>
        <Fact label={t('profile.reason')}>{profile.reason ? t(`reason.${profile.reason}`) : none}</Fact>
        <Fact label={t('profile.employment')}>{profile.employment ? t(`employment.${profile.employment}`) : none}</Fact>
        <Fact label={t('profile.preferedLanguage')}>
          {profile.preferedLanguage ? t(`language.${profile.preferedLanguage}`) : none}
        </Fact>
        <Fact label={t('profile.activeSince')}>{formatDate(profile.activeSince, i18n.language)}</Fact>
      </Box>
      <Stack direction="row" useFlexGap spacing={1} sx={{ flexWrap: 'wrap' }}>
        <Flag value={profile.smoker} label={t('profile.smoker')} />
        <Flag value={profile.pets} label={t('profile.pets')} />
        <Flag value={profile.rki} label={t('profile.rki')} />
      </Stack>
    </Stack>
  );
}

function PreferenceFacts({ prefs }: { prefs: SeekerPreferences }) {
  const { t, i18n } = useTranslation('seekers');
  const { t: tc } = useTranslation('common');
  const { t: td } = useTranslation('dwellings');
  const none = tc('notSpecified');
  const list = (items: string[]) => (items.length > 0 ? items.join(', ') : none);
  const rentalPeriod =
    prefs.rentalPeriod === null
      ? none
      : prefs.rentalPeriod === 0
        ? t('profile.rentalPeriodAny')
        : t('profile.rentalPeriodValue', { count: prefs.rentalPeriod });
  return (
    <Box component="section" aria-labelledby="seeker-preferences-heading">
      <Typography id="seeker-preferences-heading" variant="subtitle1" component="h3" sx={{ mb: 1 }}>
        {t('profile.preferences')}
      </Typography>
      <Box component="dl" sx={factGrid}>
        <Fact label={t('profile.rent')}>{prefs.rent === null ? none : formatKr(prefs.rent)}</Fact>
        <Fact label={t('profile.rooms')}>{prefs.rooms ?? none}</Fact>
        <Fact label={t('profile.size')}>{prefs.size === null ? none : t('profile.sizeValue', { size: prefs.size })}</Fact>
        <Fact label={t('profile.rentalPeriod')}>{rentalPeriod}</Fact>
        <Fact label={t('profile.available')}>{prefs.available ? formatDate(prefs.available, i18n.language) : none}</Fact>
        <Fact label={t('profile.locations')}>{list(prefs.locations)}</Fact>
        <Fact label={t('profile.dwellingTypes')}>{list(prefs.dwellingTypes.map((d) => td(`dwellingType.${d}`)))}</Fact>
        <Fact label={t('profile.requirements')}>
          {list(prefs.requirements.map((r) => td(`term.${r}`, { defaultValue: r }) as string))}
        </Fact>
      </Box>
    </Box>
  );
}

export function SeekerProfileDialog({ externalId, onClose }: SeekerProfileDialogProps) {
  const { t } = useTranslation('seekers');
  const theme = useTheme();
  const fullScreen = useMediaQuery(theme.breakpoints.down('sm'));
  const profile = useSeekerProfile(externalId);
  const prefs = useSeekerPreferences(profile.data?.userId ?? null);
  let body: ReactNode;
  if (profile.isPending) body = <LinearProgress aria-label={t('profile.title')} />;
  else if (profile.isError) body = <Alert severity="error">{t('profile.failed')}</Alert>;
  else
    body = (
      <Stack spacing={3}>
        <ProfileFacts profile={profile.data} />
        {prefs.isPending ? (
          <LinearProgress aria-label={t('profile.preferences')} />
        ) : prefs.isError ? (
          <Alert severity="error">{t('profile.failed')}</Alert>
        ) : (
          <PreferenceFacts prefs={prefs.data} />
        )}
      </Stack>
    );
  return (
    <Dialog
      open={externalId !== null}
      onClose={onClose}
      fullScreen={fullScreen}
      maxWidth="sm"
      fullWidth
      aria-labelledby="seeker-profile-title"
    >
      <DialogTitle id="seeker-profile-title">{t('profile.title')}</DialogTitle>
      <DialogContent dividers>{body}</DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('profile.close')}</Button>
      </DialogActions>
    </Dialog>
  );
}
