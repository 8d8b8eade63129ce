import type { Translation } from '@sewee/shared/locales';
import type { lesson } from '../i18n';

export default {
  stepLesson: 'Somo la hatua',
  step: 'Hatua',
  stepOf: 'Hatua {{n}} kati ya {{m}}',
  next: 'Inayofuata',
  previous: 'Iliyotangulia',
  nextLesson: 'Somo linalofuata',
  photo: 'Picha ya hatua {{n}}',
  openPhoto: 'Fungua picha ya hatua {{n}} kwenye skrini nzima',
  zoomIn: 'Kuza',
  zoomOut: 'Punguza',
  zoomLevel: '{{percent}}%',
  loading: 'Inapakia somo…',
  files: 'Faili',
  download: 'Pakua',
  downloadNamed: 'Pakua {{name}}',
  preview: 'Ukurasa wa kwanza wa {{name}}',
  fileLocked: 'Inapatikana baada ya kununua',
} satisfies Translation<typeof lesson>;
