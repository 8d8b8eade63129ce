import type { Translation } from '@sewee/shared/locales';
import type { offline } from '../i18n';

export default {
  updateAvailable: 'Atualização disponível',
  reload: 'Recarregar',
  offline: 'Sem ligação',
  offlineNote: 'Sem ligação: só as aulas transferidas podem ser vistas até voltar a estar online.',
  downloaded: 'Transferida',
  download: 'Transferir',
  downloadLecture: 'Transferir {{title}}',
  downloadCourse: 'Transferir o curso inteiro',
  downloadTitle: 'Transferir para ver sem ligação',
  downloadText: 'Escolha uma qualidade. As aulas ficam guardadas neste dispositivo, só para a sua conta.',
  quality: 'Qualidade',
  qualityOption: '{{name}} · {{size}}',
  photosSmall: 'Fotos pequenas (poupança de dados)',
  photosFull: 'Fotos em tamanho real',
  patternOnly: 'Lição de molde: o código de desenho e as suas medidas',
  start: 'Transferir {{size}}',
  cancel: 'Cancelar',
  downloading: 'A transferir {{percent}}%',
  queued: 'À espera para transferir',
  paused: 'Em pausa',
  failed: 'Parada: continua quando voltar a estar online',
  pause: 'Pausa',
  resume: 'Continuar',
  remove: 'Apagar',
  removeNamed: 'Apagar {{title}}',
  noSpace:
    'Não há espaço suficiente neste dispositivo: são precisos {{needed}} e há {{free}} livres. Apague algumas transferências e tente de novo.',
  notReady: 'Esta aula ainda não pode ser transferida: o vídeo ainda está a ser preparado.',
  progressLabel: 'Transferência de {{title}}',
  manageTitle: 'Transferências',
  manageNone: 'Ainda nada foi transferido. Toque em Transferir numa aula de um curso comprado.',
  manageUsage: '{{used}} usados pelas transferências · {{free}} livres neste dispositivo',
  outOfDate: 'Desatualizada',
  updateDownload: 'Atualizar transferência',
  updateDownloadNamed: 'Atualizar a transferência de {{title}}',
  outOfDateOffline:
    'Esta transferência está desatualizada: a aula mudou depois de a transferir. Ligue-se à internet para a ver e depois atualize a transferência.',
  logoutRemove:
    'Remover as aulas transferidas deste dispositivo? Escolha OK para as remover, ou Cancelar para as guardar para quando voltar a entrar (mais ninguém as pode ver).',
} satisfies Translation<typeof offline>;
