import { useTranslation } from 'react-i18next';
import { ComingSoon } from '../../../components/ui/coming-soon';
import '../i18n';

/** Placeholder: filled in by a later issue. */
export function MyCoursesPage() {
  const { t } = useTranslation('learning');
  return <ComingSoon title={t('myCourses')} />;
}
