import { useTranslation } from 'react-i18next';
import { ComingSoonPage } from '../../../shell/ComingSoonPage';

/** /payments/ (admin): the payment table (doc 2 §2). Placeholder until the page is built. */
export function PaymentsPage() {
  const { t } = useTranslation();
  return <ComingSoonPage title={t('menu.payments')} />;
}
