/**
 * The members of an organization and, for its managers, its pending invitations (
 * docs/architecture.md "Organizations"). A member's remove button shows where the server's policy
 * allows it (`abilities.change`: managers, the creator's entry only a platform administrator).
 */
import { useTranslation } from 'react-i18next';
import { Chip, IconButton, List, ListItem, ListItemText, Typography } from '@mui/material';
import DeleteOutline from '@mui/icons-material/DeleteOutlined';
import type { Role } from '@udlejning/shared/accounts/user';
import { GENERIC_ERROR } from '@udlejning/shared/errors';
import { ApiError } from '../../../lib/api';
import { tMessage } from '../../../lib/i18n';
import { useSnackbar } from '../../../ui/toast/toast';
import { useRemoveOrganizationMember, type OrganizationDetails } from '../api';

const failureText = (err: unknown) => (err instanceof ApiError && err.message ? tMessage(err.message) : tMessage(GENERIC_ERROR));

type Props = { id: string; details: OrganizationDetails | undefined };

export function OrganizationMembers({ id, details }: Props) {
  const { t, i18n } = useTranslation('accounts');
  const remove = useRemoveOrganizationMember(id);
  const { enqueueSnackbar } = useSnackbar();
  const role = (r: Role) => t(`organizations.roles.${r}`);
  const invitations = details?.invitations ?? [];
  return (
    <>
      <List dense>
        {(details?.members ?? []).map((m) => (
          <ListItem
            key={`${m.uuid}-${m.role}`}
            disableGutters
            secondaryAction={
              m.abilities.change ? (
                <IconButton
                  edge="end"
                  aria-label={t('organizations.removeMember', { name: m.name || m.email })}
                  disabled={remove.isPending}
                  onClick={() =>
                    remove.mutate(m.uuid, {
                      onSuccess: () => enqueueSnackbar(t('organizations.memberRemoved'), { variant: 'success' }),
                      onError: (err) => enqueueSnackbar(failureText(err), { variant: 'error' }),
                    })
                  }
                >
                  <DeleteOutline />
                </IconButton>
              ) : undefined
            }
          >
            <ListItemText primary={m.name || m.email} secondary={`${m.email} · ${role(m.role)}`} />
            {m.creator && <Chip size="small" label={t('organizations.creator')} sx={{ mr: 6 }} />}
          </ListItem>
        ))}
      </List>
      {invitations.length > 0 && (
        <>
          <Typography variant="subtitle2" component="h4">
            {t('organizations.invitations')}
          </Typography>
          <List dense>
            {invitations.map((inv) => (
              <ListItem key={inv.id} disableGutters>
                <ListItemText
                  primary={inv.email}
                  secondary={t('organizations.invitationLine', {
                    role: role(inv.role),
                    date: new Date(inv.expiresAt).toLocaleDateString(i18n.language),
                  })}
                />
              </ListItem>
            ))}
          </List>
        </>
      )}
    </>
  );
}
