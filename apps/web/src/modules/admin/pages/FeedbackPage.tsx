import { useTranslation } from 'react-i18next';
import { ComingSoonPage } from '../../../shell/ComingSoonPage';

/** /feedback/ (admin): the feedback table (doc 2 §2). Placeholder until the page is built. */
export function FeedbackPage() {
  const { t } = useTranslation();
  return <ComingSoonPage title={t('menu.feedback')} />;
}
