import { useTranslation } from 'react-i18next';
import { Card, CardTitle } from '../../../components/ui/card';
import '../i18n';

/**
 * Slot for the Dashboard tab's Student Course Applications table (spec §2). Another piece of work
 * fills it (search, Name/Email/Course/Status/Actions, Enroll/Reject, 10 rows per page).
 */
export function ApplicationsPanel() {
  const { t } = useTranslation('instructor');
  return (
    <Card>
      <CardTitle>{t('applications.title')}</CardTitle>
    </Card>
  );
}
