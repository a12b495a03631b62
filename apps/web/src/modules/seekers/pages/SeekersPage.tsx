import { useTranslation } from 'react-i18next';
import { ComingSoonPage } from '../../../shell/ComingSoonPage';

/** /boligsoegerlisten/: the seeker list (doc 1 §2). Placeholder until the page is built. */
export function SeekersPage() {
  const { t } = useTranslation();
  return <ComingSoonPage title={t('menu.seekers')} />;
}
