import { useTranslation } from 'react-i18next';
import { ComingSoonPage } from '../../../shell/ComingSoonPage';

/** /users/ (admin): the user table (doc 1 §2). Placeholder until the page is built. */
export function UsersPage() {
  const { t } = useTranslation();
  return <ComingSoonPage title={t('menu.users')} />;
}
