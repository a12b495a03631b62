import { useTranslation } from 'react-i18next';
import { ComingSoonPage } from '../../../shell/ComingSoonPage';

/** /messages/: the thread list (doc 1 §2). Placeholder until the page is built. */
export function MessagesPage() {
  const { t } = useTranslation();
  return <ComingSoonPage title={t('menu.messages')} />;
}
