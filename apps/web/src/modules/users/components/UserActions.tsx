import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import { USER_TYPES, type UserType } from '@udlejning/shared/accounts/user';
import { USER_DELETION_DELAY_DAYS } from '@udlejning/shared/users/admin';
import { ConfirmDialog } from '../../../ui/ConfirmDialog';
import { SelectField } from '../../../ui/SelectField';
import { formatDate } from '../../../ui/format';
import { useSnackbar } from '../../../ui/toast/toast';
import { useUserActions, type UserDetails } from '../api';

type Pending = 'reset' | 'delete' | 'reactivate' | 'token' | null;

/**
 * The admin actions on one user (doc 1 §6): reset password (the new one shown once with a copy
 * button), schedule deletion or reactivate (confirm dialogs with the date), change type, new feed
 * token, edit cvr, mark verified or not (doc 1 §3 User.verified, doc 2 §4). Every result is announced by a toast.
 */
export function UserActions({ user }: { user: UserDetails }) {
  const { t, i18n } = useTranslation('users');
  const { enqueueSnackbar } = useSnackbar();
  const actions = useUserActions();
  const [pending, setPending] = useState<Pending>(null);
  const [password, setPassword] = useState<string | null>(null);
  const [isCopied, setCopied] = useState(false);
  const [cvr, setCvr] = useState(user.cvr ?? '');
  const failed = () => enqueueSnackbar(t('failed'), { variant: 'error' });
  const done = (message: string) => enqueueSnackbar(message, { variant: 'success' });
  const date = (iso: string | null) => formatDate(iso, i18n.language);
  const id = String(user.id);
  const uuid = user.uuid;
  const userType = user.type;
  const isBusy = Object.values(actions).some((m) => m.isPending);

  const confirm = async () => {
    try {
      if (pending === 'reset') {
        setPassword(await actions.resetPassword.mutateAsync(id));
        setCopied(false);
      } else if (pending === 'delete') done(t('deleteDialog.done', { date: date(await actions.deleteUser.mutateAsync(id)) }));
      else if (pending === 'reactivate') {
        await actions.reactivateUser.mutateAsync(id);
        done(t('reactivateDialog.done'));
      } else if (pending === 'token') {
        await actions.generateToken.mutateAsync(uuid);
        done(t('tokenDialog.done'));
      }
    } catch {
      failed();
    }
    setPending(null);
  };

  const changeType = async (next: UserType | null) => {
    if (!next || next === userType) return;
    try {
      await actions.setUserType.mutateAsync({ uuid, type: next });
      done(t('typeDone', { type: t(`types.${next}`) }));
    } catch {
      failed();
    }
  };

  // verified BUSINESS users' pending listings are displayed as approved (doc 2 §4)
  const toggleVerified = async () => {
    const verified = !user.verified;
    try {
      await actions.setUserVerified.mutateAsync({ id, verified });
      done(t(verified ? 'verifiedDone' : 'unverifiedDone', { name: user.name }));
    } catch {
      failed();
    }
  };

  const saveCvr = async () => {
    try {
      await actions.editCvr.mutateAsync({ uuid, cvr });
      done(t('cvrDone'));
    } catch {
      failed();
    }
  };

  const dialogs = {
    reset: {
      title: t('resetDialog.title', { name: user.name }),
      text: t('resetDialog.text'),
      confirm: t('resetDialog.confirm'),
      destructive: true,
    },
    delete: {
      title: t('deleteDialog.title', { name: user.name }),
      text: t('deleteDialog.text', { days: USER_DELETION_DELAY_DAYS }),
      confirm: t('deleteDialog.confirm'),
      destructive: true,
    },
    reactivate: {
      title: t('reactivateDialog.title', { name: user.name }),
      text: t('reactivateDialog.text', { date: date(user.expireAt) }),
      confirm: t('reactivateDialog.confirm'),
      destructive: false,
    },
    token: {
      title: t('tokenDialog.title', { name: user.name }),
      text: t('tokenDialog.text'),
      confirm: t('tokenDialog.confirm'),
      destructive: true,
    },
  };
  const dialog = pending ? dialogs[pending] : null;

  return (
    <Stack spacing={2} sx={{ mt: 2 }}>
      <Typography variant="subtitle2" component="h2">
        {t('actions.label')}
      </Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
        <Button variant="outlined" onClick={() => setPending('reset')}>
          {t('actions.resetPassword')}
        </Button>
        {user.expireAt ? (
          <Button variant="outlined" onClick={() => setPending('reactivate')}>
            {t('actions.reactivate')}
          </Button>
        ) : (
          <Button variant="outlined" color="error" onClick={() => setPending('delete')}>
            {t('actions.scheduleDeletion')}
          </Button>
        )}
        <Button variant="outlined" onClick={() => setPending('token')}>
          {t('actions.generateToken')}
        </Button>
        <Button variant="outlined" onClick={() => void toggleVerified()} disabled={isBusy}>
          {user.verified ? t('actions.unmarkVerified') : t('actions.markVerified')}
        </Button>
      </Stack>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <SelectField<UserType>
          label={t('actions.changeType')}
          value={userType}
          onChange={(v) => void changeType(v)}
          options={USER_TYPES.map((type) => ({ value: type, label: t(`types.${type}`) }))}
          size="small"
          fullWidth={false}
          sx={{ minWidth: 200 }}
        />
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
          <TextField
            size="small"
            label={t('actions.editCvr')}
            value={cvr}
            onChange={(e) => setCvr(e.target.value)}
            slotProps={{ htmlInput: { maxLength: 20 } }}
          />
          <Button variant="contained" onClick={() => void saveCvr()} disabled={cvr === (user.cvr ?? '') || isBusy}>
            {t('actions.save')}
          </Button>
        </Stack>
      </Stack>
      <ConfirmDialog
        open={dialog !== null}
        title={dialog?.title ?? ''}
        text={dialog?.text}
        confirmLabel={dialog?.confirm ?? ''}
        isDestructive={dialog?.destructive}
        isBusy={isBusy}
        onConfirm={() => void confirm()}
        onCancel={() => setPending(null)}
      />
      <Dialog
        open={password !== null}
        onClose={() => setPassword(null)}
        aria-labelledby={`pw-title-${user.id}`}
        aria-describedby={`pw-text-${user.id}`}
      >
        <DialogTitle id={`pw-title-${user.id}`}>{t('resetDialog.doneTitle')}</DialogTitle>
        <DialogContent>
          <DialogContentText id={`pw-text-${user.id}`}>{t('resetDialog.doneText')}</DialogContentText>
          <Typography
            component="output"
            data-testid="new-password"
            sx={{ display: 'block', mt: 2, fontFamily: 'monospace', fontSize: '1.25rem' }}
          >
            {password}
          </Typography>
        </DialogContent>
        <DialogActions>
          <Button
            onClick={() => {
              void navigator.clipboard?.writeText(password ?? '').then(() => setCopied(true));
            }}
          >
            {isCopied ? t('resetDialog.copied') : t('resetDialog.copy')}
          </Button>
          <Button variant="contained" onClick={() => setPassword(null)}>
            {t('resetDialog.close')}
          </Button>
        </DialogActions>
      </Dialog>
    </Stack>
  );
}
