import { useState } from 'react';
import { Box, IconButton, Stack, Tooltip } from '@mui/material';
import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import CheckIcon from '@mui/icons-material/Check';
import { useTranslation } from 'react-i18next';
import { visuallyHidden } from '../../../theme';

/**
 * An id as the users panel shows it (the numeric id or the uuid; every admin id field takes
 * either, packages/shared/src/record-ref.ts), with a copy button named after `label`. The copy
 * is announced in a polite live region.
 */
export function CopyableId({ value, label }: { value: string; label: string }) {
  const { t } = useTranslation('users');
  const [isCopied, setCopied] = useState(false);
  const copy = () => {
    void navigator.clipboard?.writeText(value).then(() => setCopied(true));
  };
  return (
    <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center' }}>
      <Box component="code" sx={{ overflowWrap: 'anywhere' }}>
        {value}
      </Box>
      <Tooltip title={t('profile.copyId', { label })}>
        <IconButton size="small" aria-label={t('profile.copyId', { label })} onClick={copy}>
          {isCopied ? <CheckIcon fontSize="small" /> : <ContentCopyIcon fontSize="small" />}
        </IconButton>
      </Tooltip>
      <Box role="status" aria-live="polite" sx={visuallyHidden}>
        {isCopied ? t('profile.idCopied', { label }) : ''}
      </Box>
    </Stack>
  );
}
