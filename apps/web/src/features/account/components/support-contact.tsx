import { useTranslation } from 'react-i18next';
import '../i18n';
import { SUPPORT } from '@sewee/shared/constants';

export function SupportContact() {
  const { t } = useTranslation('account');
  return (
    <p className="mt-6 text-center text-sm text-stone-600">
      {t('login.help', { phone: SUPPORT.phoneNigeria })}{' '}
      <a href={`mailto:${SUPPORT.email}`} className="font-medium text-brand-700 underline">
        {SUPPORT.email}
      </a>
    </p>
  );
}
