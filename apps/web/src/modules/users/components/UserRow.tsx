import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Chip, Collapse, IconButton, TableCell, TableRow } from '@mui/material';
import KeyboardArrowDownIcon from '@mui/icons-material/KeyboardArrowDown';
import KeyboardArrowUpIcon from '@mui/icons-material/KeyboardArrowUp';
import type { UserListItem } from '../api';
import { formatDate } from '../../../ui/format';
import { formatPhone } from '@udlejning/shared/phone';
import { UserPanel } from './UserPanel';

/** One user of the table: name, e-mail, phone (and a chip for a scheduled deletion); expands to UserPanel. */
export function UserRow({ user }: { user: UserListItem }) {
  const { t, i18n } = useTranslation('users');
  const [isOpen, setOpen] = useState(false);
  const panelId = `user-row-${user.id}`;
  return (
    <>
      <TableRow hover sx={{ '& > td': { borderBottom: isOpen ? 'unset' : undefined } }}>
        <TableCell padding="checkbox">
          <IconButton
            size="small"
            aria-label={t(isOpen ? 'hideUser' : 'showUser', { name: user.name })}
            aria-expanded={isOpen}
            aria-controls={panelId}
            onClick={() => setOpen((o) => !o)}
          >
            {isOpen ? <KeyboardArrowUpIcon /> : <KeyboardArrowDownIcon />}
          </IconButton>
        </TableCell>
        <TableCell>
          {user.name}
          {user.expireAt && (
            <Chip
              size="small"
              color="warning"
              sx={{ ml: 1 }}
              label={t('scheduled', { date: formatDate(user.expireAt, i18n.language) })}
            />
          )}
        </TableCell>
        <TableCell sx={{ overflowWrap: 'anywhere' }}>{user.email}</TableCell>
        <TableCell sx={{ whiteSpace: 'nowrap' }}>{user.phone && formatPhone(user.phone)}</TableCell>
        <TableCell>{t(`types.${user.type}`)}</TableCell>
      </TableRow>
      <TableRow>
        <TableCell colSpan={5} sx={{ py: 0 }}>
          <Collapse in={isOpen} timeout="auto" unmountOnExit>
            <div id={panelId}>
              <UserPanel id={String(user.id)} name={user.name ?? ''} />
            </div>
          </Collapse>
        </TableCell>
      </TableRow>
    </>
  );
}
