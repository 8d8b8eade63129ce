import type { Translation } from '@sewee/shared/locales';
import type { lesson } from '../i18n';

export default {
  stepLesson: 'Leçon en étapes',
  step: 'Étape',
  stepOf: 'Étape {{n}} sur {{m}}',
  next: 'Suivant',
  previous: 'Précédent',
  nextLesson: 'Leçon suivante',
  photo: 'Photo de l’étape {{n}}',
  openPhoto: 'Ouvrir la photo de l’étape {{n}} en plein écran',
  zoomIn: 'Agrandir',
  zoomOut: 'Réduire',
  zoomLevel: '{{percent}} %',
  loading: 'Chargement de la leçon…',
  files: 'Fichiers',
  download: 'Télécharger',
  downloadNamed: 'Télécharger {{name}}',
  preview: 'Première page de {{name}}',
  fileLocked: 'Disponible après l’achat',
} satisfies Translation<typeof lesson>;
