import { useTranslation } from 'react-i18next';
import { ComingSoonPage } from '../../../shell/ComingSoonPage';

/** /discounts/ (admin): discount codes (doc 2 §2). Placeholder until the page is built. */
export function DiscountsPage() {
  const { t } = useTranslation();
  return <ComingSoonPage title={t('menu.discounts')} />;
}
