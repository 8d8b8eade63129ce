import { useTranslation } from 'react-i18next';

/** Placeholder for a page that a later piece of work fills in. */
export function ComingSoon({ title }: { title: string }) {
  const { t } = useTranslation('common');
  return (
    <section className="mx-auto max-w-3xl px-4 py-16 text-center">
      <h1 className="text-3xl font-semibold text-brand-800">{title}</h1>
      <p className="mt-3 text-lg font-medium text-gold-500">{t('comingSoon')}</p>
      <p className="mt-2 text-stone-700">{t('comingSoonText')}</p>
    </section>
  );
}
