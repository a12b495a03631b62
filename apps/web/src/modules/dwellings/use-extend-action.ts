/**
 * Extend ('Stadig ledigt', doc 2 §4) from the landlord list or the preview, with the spec's toasts:
 * the owner sees 'Vi har noteret, at dit lejemål stadig er ledigt', an admin 'annoncering forlænget';
 * a failure (or a null result) shows 'Noget gik galt - kontakt team'.
 */
import { useSnackbar } from '../../ui/toast/toast';
import { useTranslation } from 'react-i18next';
import { useSession } from '../accounts/session';
import { useExtendDwelling } from './lifecycle-api';

export function useExtendAction() {
  const { t } = useTranslation('lifecycle');
  const { enqueueSnackbar } = useSnackbar();
  const { isAdmin } = useSession();
  const extend = useExtendDwelling();
  const run = async (uuid: string) => {
    try {
      await extend.mutateAsync({ uuid });
      enqueueSnackbar(t(isAdmin ? 'toast.extended' : 'toast.stillVacant'), { variant: 'success' });
    } catch {
      enqueueSnackbar(t('toast.failed'), { variant: 'error' });
    }
  };
  return { run, isPending: extend.isPending };
}
