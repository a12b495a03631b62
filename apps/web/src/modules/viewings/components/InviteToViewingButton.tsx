/**
 * "Inviter til fremvisning" in a landlord's conversation (messages/ThreadPage): opens
 * InviteToViewingDialog for the thread's seeker and listing. MUI's dialog gives focus back to this
 * button when it closes.
 */
import { useState } from 'react';
import { Button } from '@mui/material';
import EventAvailableIcon from '@mui/icons-material/EventAvailable';
import { useTranslation } from 'react-i18next';
import { InviteToViewingDialog } from './InviteToViewingDialog';

export type InviteToViewingButtonProps = { threadId: string; dwellingUuid: string; seekerName: string };

export function InviteToViewingButton({ threadId, dwellingUuid, seekerName }: InviteToViewingButtonProps) {
  const { t } = useTranslation('viewings');
  const [isOpen, setOpen] = useState(false);
  return (
    <>
      <Button variant="outlined" startIcon={<EventAvailableIcon />} onClick={() => setOpen(true)}>
        {t('invite.button')}
      </Button>
      <InviteToViewingDialog
        open={isOpen}
        onClose={() => setOpen(false)}
        threadId={threadId}
        dwellingUuid={dwellingUuid}
        seekerName={seekerName}
      />
    </>
  );
}
