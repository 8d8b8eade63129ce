import { useTranslation } from 'react-i18next';
import '../i18n';
import { SUPPORT } from '@sewee/shared/constants';

export function SupportContact() {
  const { t } = useTranslation('account');
  return (
    <p className="mt-6 text-center text-sm text-stone-600">
      {/* No-break spaces: the number never splits over two lines (it did in Arabic at 390 px). */}
      {t('login.help', { phone: SUPPORT.phoneNigeria.replaceAll(' ', '\u00a0') })}{' '}
      <a href={`mailto:${SUPPORT.email}`} className="font-medium text-brand-700 underline">
        {SUPPORT.email}
      </a>
    </p>
  );
}
