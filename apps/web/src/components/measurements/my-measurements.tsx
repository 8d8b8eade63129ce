import { useTranslation } from 'react-i18next';
import { MeasurementsForm } from './measurements-form';
import './i18n';

/** Settings → My measurements: its own chunk, loaded when the Settings tab opens (student-home-page.tsx). */
export default function MyMeasurements() {
  const { t } = useTranslation('measurements');
  return (
    <section aria-labelledby="my-measurements" className="mt-6 max-w-xl rounded-xl border border-stone-200 bg-white p-4 shadow-sm">
      <h2 id="my-measurements" className="text-xl font-semibold text-brand-800">
        {t('title')}
      </h2>
      <p className="mt-1 mb-4 text-sm text-stone-700">{t('intro')}</p>
      <MeasurementsForm />
    </section>
  );
}
