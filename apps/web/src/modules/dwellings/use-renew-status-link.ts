/**
 * 'Send a new status link' (doc 2 §6 Token holder;
 * docs/architecture.md "Status links") from the row menu or the admin bar: the server mails a new link to
 * the listing's owner and refuses every earlier one. A toast says so; a failure shows the server's
 * message, translated.
 */
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../lib/api';
import { tMessage } from '../../lib/i18n';
import { useSnackbar } from '../../ui/toast/toast';
import { useRenewStatusLink } from './lifecycle-api';

export function useRenewStatusLinkAction() {
  const { t } = useTranslation('lifecycle');
  const { enqueueSnackbar } = useSnackbar();
  const renew = useRenewStatusLink();
  const run = async (uuid: string) => {
    try {
      await renew.mutateAsync(uuid);
      enqueueSnackbar(t('toast.statusLinkRenewed'), { variant: 'success' });
    } catch (err) {
      enqueueSnackbar(err instanceof ApiError && err.status !== 0 ? tMessage(err.message) : t('toast.failed'), {
        variant: 'error',
      });
    }
  };
  return { run, isPending: renew.isPending };
}
