import { Link as RouterLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Alert, Box, Button, Card, CardActionArea, CardContent, Stack, Typography } from '@mui/material';
import type { SvgIcon } from '@mui/material';
import HomeWorkIcon from '@mui/icons-material/HomeWork';
import AddHomeIcon from '@mui/icons-material/AddHome';
import ForumIcon from '@mui/icons-material/Forum';
import BarChartIcon from '@mui/icons-material/BarChart';
import ManageAccountsIcon from '@mui/icons-material/ManageAccounts';
import PeopleIcon from '@mui/icons-material/People';
import CorporateFareIcon from '@mui/icons-material/CorporateFare';
import { useSession } from '../session';
import { PageHeading } from '../../../shell/PageHeading';
import { DashboardTodoList } from '../components/DashboardTodoList';

type CardKey = 'dwellings' | 'adminDwellings' | 'create' | 'messages' | 'statistics' | 'account' | 'users' | 'organizations';
type Shortcut = { key: CardKey; to: string; icon: typeof SvgIcon };

const LANDLORD: Shortcut[] = [
  { key: 'dwellings', to: '/dwellings/', icon: HomeWorkIcon },
  { key: 'create', to: '/dwellings/create', icon: AddHomeIcon },
  { key: 'messages', to: '/messages/', icon: ForumIcon },
  { key: 'statistics', to: '/statistics', icon: BarChartIcon },
  { key: 'account', to: '/profile', icon: ManageAccountsIcon },
  // organizations have their own page, reached from here (docs/architecture.md "Organizations")
  { key: 'organizations', to: '/organizations', icon: CorporateFareIcon },
];
const ADMIN: Shortcut[] = [
  { key: 'adminDwellings', to: '/dwellings/', icon: HomeWorkIcon },
  { key: 'create', to: '/dwellings/create', icon: AddHomeIcon },
  { key: 'messages', to: '/messages/', icon: ForumIcon },
  { key: 'users', to: '/users/', icon: PeopleIcon },
  { key: 'statistics', to: '/statistics', icon: BarChartIcon },
  { key: 'organizations', to: '/organizations', icon: CorporateFareIcon },
];

/** /dashboard: a greeting, the landlord's to-do list (unread threads, drafts, payment, approval, expiring) and shortcut cards (the spec leaves the content open, doc 1 §2). */
export function DashboardPage() {
  const { t } = useTranslation('accounts');
  const { t: tc } = useTranslation();
  const { user, isAdmin } = useSession();
  if (!user) return null;
  const shortcuts = isAdmin ? ADMIN : LANDLORD;
  return (
    <Stack spacing={3}>
      <Box>
        <PageHeading
          title={t('dashboard.greeting', { name: user.firstname || user.name })}
          documentTitle={tc('menu.dashboard')}
        />
        <Typography color="text.secondary">{t('dashboard.intro')}</Typography>
      </Box>
      {!user.emailVerified && !isAdmin && (
        <Alert
          severity="warning"
          action={
            <Button component={RouterLink} to="/profile" color="inherit" size="small">
              {t('dashboard.unverifiedAction')}
            </Button>
          }
        >
          {t('dashboard.unverified')}
        </Alert>
      )}
      {/* what needs the landlord first, also on a phone where the side menu is hidden */}
      {!isAdmin && <DashboardTodoList />}
      <Box
        component="nav"
        aria-label={t('dashboard.intro')}
        sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', lg: 'repeat(3, 1fr)' } }}
      >
        {shortcuts.map(({ key, to, icon: Icon }) => (
          <Card key={key} variant="outlined" sx={{ height: '100%' }}>
            <CardActionArea component={RouterLink} to={to} sx={{ height: '100%', alignItems: 'flex-start' }}>
              <CardContent>
                <Stack direction="row" spacing={2} sx={{ alignItems: 'flex-start' }}>
                  <Icon color="primary" sx={{ fontSize: 36 }} />
                  <Box>
                    <Typography variant="h6" component="h2">
                      {t(`dashboard.cards.${key}.title`)}
                    </Typography>
                    <Typography variant="body2" color="text.secondary">
                      {t(`dashboard.cards.${key}.text`)}
                    </Typography>
                  </Box>
                </Stack>
              </CardContent>
            </CardActionArea>
          </Card>
        ))}
      </Box>
    </Stack>
  );
}
