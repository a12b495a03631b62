import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Card, Chip, Collapse, Stack, Typography } from '@mui/material';
import type { UserListItem } from '../api';
import { formatDate } from '../../../ui/format';
import { formatPhone } from '@udlejning/shared/phone';
import { UserPanel } from './UserPanel';

/** A user as a card below 600 px (doc 1 §2 Users on a phone): name, e-mail, phone; opens to UserPanel. */
export function UserCard({ user }: { user: UserListItem }) {
  const { t, i18n } = useTranslation('users');
  const [isOpen, setOpen] = useState(false);
  const panelId = `user-card-${user.id}`;
  return (
    <Card component="li" variant="outlined" sx={{ p: 1.5 }}>
      <Stack spacing={0.5}>
        <Typography variant="subtitle2" component="h2">
          {user.name}
        </Typography>
        <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
          {user.email}
        </Typography>
        <Typography variant="body2">
          {user.phone ? `${formatPhone(user.phone)} · ` : ''}
          {t(`types.${user.type}`)}
        </Typography>
        {user.expireAt && (
          <Chip
            size="small"
            color="warning"
            sx={{ alignSelf: 'flex-start' }}
            label={t('scheduled', { date: formatDate(user.expireAt, i18n.language) })}
          />
        )}
        <Button
          size="small"
          sx={{ alignSelf: 'flex-start' }}
          aria-expanded={isOpen}
          aria-controls={panelId}
          onClick={() => setOpen((o) => !o)}
        >
          {t(isOpen ? 'hideUser' : 'showUser', { name: user.name })}
        </Button>
        <Collapse in={isOpen} timeout="auto" unmountOnExit>
          <div id={panelId}>
            <UserPanel id={String(user.id)} name={user.name ?? ''} />
          </div>
        </Collapse>
      </Stack>
    </Card>
  );
}
