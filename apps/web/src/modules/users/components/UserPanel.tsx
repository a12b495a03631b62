import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Alert, Box, LinearProgress, Link, List, ListItem, ListItemText, Tab, Tabs, Typography } from '@mui/material';
import { formatDate } from '../../../ui/format';
import { formatPhone } from '@udlejning/shared/phone';
import { useUser } from '../api';
import { UserActions } from './UserActions';
import { CopyableId } from './CopyableId';

/** The opened row (doc 1 §2 Users): tabs Dwellings and Profile; the profile shows the numeric id and the uuid (each copyable), verified, feed token and the admin actions. */
export function UserPanel({ id, name }: { id: string; name: string }) {
  const { t, i18n } = useTranslation('users');
  const { t: td } = useTranslation('dwellings');
  const { t: tc } = useTranslation();
  const [tab, setTab] = useState<'dwellings' | 'profile'>('dwellings');
  const query = useUser(id);
  const base = `user-${id}`;
  if (query.isPending) return <LinearProgress aria-label={name} />;
  if (query.isError) return <Alert severity="error">{t('failed')}</Alert>;
  const user = query.data;
  const yesNo = (v: boolean | null) => (v ? t('profile.yes') : t('profile.no'));
  const feedBase = `${window.location.origin}/api/feeds/${user.feedToken}`;
  const rows: [string, React.ReactNode][] = [
    [t('columns.name'), user.name],
    [t('columns.email'), user.email],
    [t('columns.phone'), user.phone ? formatPhone(user.phone) : '–'],
    [t('columns.type'), t(`types.${user.type}`)],
    [t('profile.company'), user.company ?? '–'],
    [t('profile.companyAddress'), user.companyAddress ?? '–'],
    [t('profile.cvr'), user.cvr ?? '–'],
    [t('profile.role'), tc(`roles.${user.role}`)],
    [t('profile.emailVerified'), yesNo(user.emailVerified)],
    [t('profile.verified'), yesNo(user.verified)],
    [t('profile.created'), formatDate(user.createdAt, i18n.language)],
    // both ids, each with a copy button: every admin id field takes either (shared/record-ref.ts)
    [t('profile.id'), <CopyableId value={String(user.id)} label={t('profile.id')} />],
    [t('profile.uuid'), <CopyableId value={user.uuid} label={t('profile.uuid')} />],
    [
      t('profile.feedToken'),
      user.feedToken ? (
        <>
          <Box component="code" data-testid="feed-token" sx={{ overflowWrap: 'anywhere' }}>
            {user.feedToken}
          </Box>
          <Typography variant="body2">
            <Link href={`${feedBase}.json`}>JSON</Link> · <Link href={`${feedBase}.rss`}>RSS</Link>
          </Typography>
        </>
      ) : (
        t('profile.noFeedToken')
      ),
    ],
  ];
  return (
    <Box sx={{ py: 1 }}>
      <Tabs value={tab} onChange={(_e, v: 'dwellings' | 'profile') => setTab(v)} aria-label={t('tabs.label', { name })}>
        <Tab
          value="dwellings"
          label={t('tabs.dwellings')}
          id={`${base}-tab-dwellings`}
          aria-controls={`${base}-panel-dwellings`}
        />
        <Tab value="profile" label={t('tabs.profile')} id={`${base}-tab-profile`} aria-controls={`${base}-panel-profile`} />
      </Tabs>
      <Box role="tabpanel" id={`${base}-panel-${tab}`} aria-labelledby={`${base}-tab-${tab}`} sx={{ pt: 1 }}>
        {tab === 'dwellings' ? (
          !user.dwellings.length ? (
            <Typography sx={{ p: 1 }}>{t('noDwellings')}</Typography>
          ) : (
            <List dense aria-label={t('dwellingsLabel', { name })}>
              {user.dwellings.map((d) => (
                <ListItem key={d.uuid} disableGutters>
                  <ListItemText
                    primary={
                      <Link component={RouterLink} to={`/dwellings/${d.uuid}`}>
                        {d.address ?? t('noAddress')}
                      </Link>
                    }
                    secondary={`${td(`status.${d.status}`)} · ${td(`listingType.${d.listingType}`)} · ${formatDate(d.createdAt, i18n.language)}`}
                  />
                </ListItem>
              ))}
            </List>
          )
        ) : (
          <>
            <Box
              component="dl"
              sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: 'max-content 1fr' }, columnGap: 2, rowGap: 0.5, m: 0 }}
            >
              {rows.map(([label, value]) => (
                <Box key={label} sx={{ display: 'contents' }}>
                  <Typography component="dt" variant="body2" sx={{ fontWeight: 600 }}>
                    {label}
                  </Typography>
                  <Typography component="dd" variant="body2" sx={{ m: 0, mb: { xs: 1, sm: 0 } }}>
                    {value}
                  </Typography>
                </Box>
              ))}
            </Box>
            <UserActions key={`${user.id}-${user.cvr ?? ''}`} user={user} />
          </>
        )}
      </Box>
    </Box>
  );
}
