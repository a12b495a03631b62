import { useTranslation } from 'react-i18next';
import { ComingSoonPage } from '../../../shell/ComingSoonPage';

/** /statistics: per-dwelling statistics (doc 1 §2). Placeholder until the page is built. */
export function StatisticsPage() {
  const { t } = useTranslation();
  return <ComingSoonPage title={t('menu.statistics')} />;
}
