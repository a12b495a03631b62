/**
 * The 'Brugerens info' panel of the admin preview (doc 2 §2, §9): user type, name, e-mail and
 * phone with verified markers, the owner lookup, and the user's dwellings 10 per page
 * (GraphQL dwelling(id){user{dwellings(page)}}).
 */
import { useState, type ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { Alert, Chip, Divider, Link, List, ListItem, ListItemText, Pagination, Paper, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { DwellingUser } from '@udlejning/shared/dwellings/dwelling';
import { USER_DWELLINGS_PAGE_SIZE } from '@udlejning/shared/dwellings/enums';
import { formatPhone } from '@udlejning/shared/phone';
import { DwellingStatusChip } from '../../dwellings/components/DwellingStatusChip';
import { useUserDwellings } from '../api';
import { OwnerLookupCard } from './OwnerLookupCard';

function Verified({ isVerified }: { isVerified: boolean }) {
  const { t } = useTranslation('moderation');
  return (
    <Chip
      size="small"
      variant="outlined"
      color={isVerified ? 'success' : 'default'}
      label={t(isVerified ? 'userInfo.verified' : 'userInfo.notVerified')}
    />
  );
}

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }} useFlexGap>
      <Typography variant="body2" color="text.secondary" sx={{ minWidth: 90 }}>
        {label}
      </Typography>
      {children}
    </Stack>
  );
}

export function UserInfoPanel({ uuid, user }: { uuid: string; user: DwellingUser }) {
  const { t } = useTranslation('moderation');
  const { t: ta } = useTranslation('accounts');
  const [page, setPage] = useState(1);
  const dwellings = useUserDwellings(uuid, page);
  const pages = Math.max(1, Math.ceil((dwellings.data?.totalCount ?? 0) / USER_DWELLINGS_PAGE_SIZE));

  return (
    <Paper variant="outlined" component="section" aria-labelledby="user-info-title" sx={{ p: { xs: 2, sm: 3 } }}>
      <Stack spacing={1.5}>
        <Typography id="user-info-title" variant="h6" component="h2">
          {t('userInfo.title')}
        </Typography>
        <Row label={t('userInfo.type')}>
          <Typography variant="body2">{ta(`types.${user.type}`, { defaultValue: user.type })}</Typography>
          {user.verified && <Verified isVerified />}
        </Row>
        <Row label={t('userInfo.name')}>
          <Typography variant="body2">{user.name}</Typography>
        </Row>
        <Row label={t('userInfo.email')}>
          <Link href={`mailto:${user.email}`} variant="body2" sx={{ overflowWrap: 'anywhere' }}>
            {user.email}
          </Link>
          <Verified isVerified={user.emailVerified} />
        </Row>
        <Row label={t('userInfo.phone')}>
          <Typography variant="body2">{user.phone ? formatPhone(user.phone) : '–'}</Typography>
          {user.phone && <Verified isVerified={user.phoneVerified} />}
        </Row>
        <Divider />
        <OwnerLookupCard uuid={uuid} />
        <Divider />
        <Typography variant="subtitle2" component="h3">
          {t('userInfo.otherDwellings')} {dwellings.data ? `(${dwellings.data.totalCount})` : ''}
        </Typography>
        {dwellings.isError && <Alert severity="error">{t('userInfo.loadFailed')}</Alert>}
        {dwellings.data && dwellings.data.results.length === 0 && <Typography variant="body2">{t('userInfo.none')}</Typography>}
        {dwellings.data && dwellings.data.results.length > 0 && (
          <List dense disablePadding aria-label={t('userInfo.otherDwellings')}>
            {dwellings.data.results.map((d) => (
              <ListItem
                key={d.uuid}
                disableGutters
                secondaryAction={d.displayedStatus && <DwellingStatusChip status={d.displayedStatus} />}
              >
                <ListItemText
                  sx={{ pr: 14 }}
                  primary={
                    <Link
                      component={RouterLink}
                      to={`/dwellings/${d.uuid}/preview`}
                      underline={d.uuid === uuid ? 'none' : 'hover'}
                    >
                      {d.location?.address ?? d.headline ?? d.uuid}
                    </Link>
                  }
                  secondary={d.headline}
                />
              </ListItem>
            ))}
          </List>
        )}
        {pages > 1 && <Pagination count={pages} page={page} onChange={(_e, p) => setPage(p)} size="small" />}
      </Stack>
    </Paper>
  );
}
