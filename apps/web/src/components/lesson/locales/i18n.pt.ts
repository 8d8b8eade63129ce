import type { Translation } from '@sewee/shared/locales';
import type { lesson } from '../i18n';

export default {
  stepLesson: 'Aula em passos',
  step: 'Passo',
  stepOf: 'Passo {{n}} de {{m}}',
  next: 'Seguinte',
  previous: 'Anterior',
  nextLesson: 'Aula seguinte',
  photo: 'Foto do passo {{n}}',
  openPhoto: 'Abrir a foto do passo {{n}} em ecrã inteiro',
  zoomIn: 'Ampliar',
  zoomOut: 'Reduzir',
  zoomLevel: '{{percent}}%',
  loading: 'A carregar a aula…',
  files: 'Ficheiros',
  download: 'Transferir',
  downloadNamed: 'Transferir {{name}}',
  preview: 'Primeira página de {{name}}',
  fileLocked: 'Disponível após a compra',
} satisfies Translation<typeof lesson>;
