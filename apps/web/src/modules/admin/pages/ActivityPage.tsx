import { useTranslation } from 'react-i18next';
import { ComingSoonPage } from '../../../shell/ComingSoonPage';

/** /activity/ (admin): the activity log (doc 2 §2). Placeholder until the page is built. */
export function ActivityPage() {
  const { t } = useTranslation();
  return <ComingSoonPage title={t('menu.activity')} />;
}
