import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Box, Chip, Collapse, IconButton, Link, TableCell, TableRow, Typography } from '@mui/material';
import KeyboardArrowDownIcon from '@mui/icons-material/KeyboardArrowDown';
import KeyboardArrowUpIcon from '@mui/icons-material/KeyboardArrowUp';
import type { OutboxMail } from '@udlejning/shared/admin/outbox';
import { formatDateTime } from '../../../lib/i18n';
import { linkifyText } from '../linkify';

/** One outbox mail: to, subject, kind, created; expands to the mail's text with clickable links. */
export function OutboxRow({ mail }: { mail: OutboxMail }) {
  const { t } = useTranslation();
  const [isOpen, setOpen] = useState(false);
  const bodyId = `outbox-mail-${mail.id}`;
  const created = formatDateTime(mail.createdAt);
  return (
    <>
      <TableRow hover onClick={() => setOpen((o) => !o)} sx={{ cursor: 'pointer', '& > td': { borderBottom: isOpen ? 'unset' : undefined } }}>
        <TableCell padding="checkbox">
          <IconButton
            size="small"
            aria-label={t(isOpen ? 'outbox.hideMail' : 'outbox.showMail')}
            aria-expanded={isOpen}
            aria-controls={bodyId}
            onClick={(e) => {
              e.stopPropagation();
              setOpen((o) => !o);
            }}
          >
            {isOpen ? <KeyboardArrowUpIcon /> : <KeyboardArrowDownIcon />}
          </IconButton>
        </TableCell>
        <TableCell sx={{ display: { xs: 'none', sm: 'table-cell' }, whiteSpace: 'nowrap' }}>{mail.to}</TableCell>
        <TableCell>
          {mail.subject}
          {/* small screens: one column, with recipient and time under the subject */}
          <Typography variant="body2" color="text.secondary" sx={{ display: { xs: 'block', sm: 'none' }, overflowWrap: 'anywhere' }}>
            {mail.to} · {created}
          </Typography>
        </TableCell>
        <TableCell sx={{ display: { xs: 'none', md: 'table-cell' } }}>
          <Chip size="small" label={mail.kind} variant="outlined" />
        </TableCell>
        <TableCell sx={{ display: { xs: 'none', sm: 'table-cell' }, whiteSpace: 'nowrap' }}>{created}</TableCell>
      </TableRow>
      <TableRow>
        <TableCell colSpan={5} sx={{ py: 0 }}>
          <Collapse in={isOpen} timeout="auto" unmountOnExit>
            <Box
              id={bodyId}
              component="pre"
              sx={{ m: 0, mb: 2, p: { xs: 1.5, sm: 2 }, bgcolor: 'action.hover', borderRadius: 1, whiteSpace: 'pre-wrap', wordBreak: 'break-word', fontFamily: 'inherit', fontSize: 14 }}
            >
              {linkifyText(mail.text).map((part, i) =>
                part.kind === 'link' ? (
                  <Link key={i} href={part.href} sx={{ wordBreak: 'break-all' }}>
                    {part.href}
                  </Link>
                ) : (
                  <span key={i}>{part.text}</span>
                ),
              )}
            </Box>
          </Collapse>
        </TableCell>
      </TableRow>
    </>
  );
}
