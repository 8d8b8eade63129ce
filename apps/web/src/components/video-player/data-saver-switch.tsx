import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import '../../lib/video/i18n';
import { useDataSaver } from '../../lib/video/use-data-saver';
import { Switch } from '../ui/switch';

/** The Data saver on/off switch with its one-line explanation (the student's Settings tab). */
export function DataSaverSwitch() {
  const { t } = useTranslation('video');
  const id = useId();
  const { dataSaver, setDataSaver } = useDataSaver();
  return (
    <div>
      <Switch id={id} label={t('dataSaver.label')} checked={dataSaver} onCheckedChange={setDataSaver} />
      <p className="mt-1 text-sm text-stone-600">{t('dataSaver.hint')}</p>
    </div>
  );
}
