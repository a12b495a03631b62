import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Box, Chip, Collapse, IconButton, Link, TableCell, TableRow, Typography, type ChipProps } from '@mui/material';
import KeyboardArrowDownIcon from '@mui/icons-material/KeyboardArrowDown';
import KeyboardArrowUpIcon from '@mui/icons-material/KeyboardArrowUp';
import type { MailState, OutboxMail } from '@udlejning/shared/outbox/outbox';
import { formatDateTime } from '../../../ui/format';
import { linkifyText } from '../linkify';

const STATE_COLORS = { queued: 'warning', sent: 'success', failed: 'error' } satisfies Record<MailState, ChipProps['color']>;

/**
 * One mail: to, subject, kind, delivery state (docs/architecture.md "Jobs and mail": queued/sent/failed, attempts), created;
 * expands to the mail's text with clickable links (dev outbox only) and the last delivery error.
 */
export function OutboxRow({ mail }: { mail: OutboxMail }) {
  const { t, i18n } = useTranslation();
  const [isOpen, setOpen] = useState(false);
  const bodyId = `outbox-mail-${mail.id}`;
  const created = formatDateTime(mail.createdAt, i18n.language);
  return (
    <>
      <TableRow
        hover
        onClick={() => setOpen((o) => !o)}
        sx={{ cursor: 'pointer', '& > td': { borderBottom: isOpen ? 'unset' : undefined } }}
      >
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
          <Typography
            variant="body2"
            color="text.secondary"
            sx={{ display: { xs: 'block', sm: 'none' }, overflowWrap: 'anywhere' }}
          >
            {mail.to} · {created}
          </Typography>
        </TableCell>
        <TableCell sx={{ display: { xs: 'none', md: 'table-cell' } }}>
          <Chip size="small" label={mail.kind} variant="outlined" />
        </TableCell>
        <TableCell sx={{ whiteSpace: 'nowrap' }}>
          <Chip size="small" label={t(`outbox.states.${mail.state}`)} color={STATE_COLORS[mail.state]} />
          <Typography variant="caption" color="text.secondary" sx={{ display: 'block' }}>
            {t('outbox.attempts', { count: mail.attempts })}
          </Typography>
        </TableCell>
        <TableCell sx={{ display: { xs: 'none', sm: 'table-cell' }, whiteSpace: 'nowrap' }}>{created}</TableCell>
      </TableRow>
      <TableRow>
        <TableCell colSpan={6} sx={{ py: 0 }}>
          <Collapse in={isOpen} timeout="auto" unmountOnExit>
            <Box id={bodyId} sx={{ mb: 2 }}>
              {mail.lastError && (
                <Typography variant="body2" color="error" sx={{ mb: 1, overflowWrap: 'anywhere' }}>
                  {t('outbox.lastError', { error: mail.lastError })}
                </Typography>
              )}
              {mail.text === null ? (
                <Typography variant="body2" color="text.secondary">
                  {t('outbox.noText')}
                </Typography>
              ) : (
                <Box
                  component="pre"
                  sx={{
                    m: 0,
                    p: { xs: 1.5, sm: 2 },
                    bgcolor: 'action.hover',
                    borderRadius: 1,
                    whiteSpace: 'pre-wrap',
                    wordBreak: 'break-word',
                    fontFamily: 'inherit',
                    fontSize: 14,
                  }}
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
              )}
            </Box>
          </Collapse>
        </TableCell>
      </TableRow>
    </>
  );
}
