import { useTranslation } from 'react-i18next';
import { ComingSoon } from '../../../components/ui/coming-soon';
import '../i18n';

/** Placeholder: filled in by a later issue. */
export function PaymentFailedPage() {
  const { t } = useTranslation('payments');
  return <ComingSoon title={t('failed')} />;
}
