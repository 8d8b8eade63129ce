import type { Translation } from '@sewee/shared/locales';
import type { learning } from '../i18n';

export default {
  myCourses: 'Os meus cursos',
  progress: 'Progresso do curso',
  courseProgress: {
    back: 'Voltar aos meus cursos',
    showPanel: 'Mostrar o conteúdo do curso',
    hidePanel: 'Ocultar o conteúdo do curso',
    panelLabel: 'Conteúdo e visão geral do curso',
    contentTab: 'Conteúdo do curso',
    overviewTab: 'Visão geral',
    about: 'Sobre este curso',
    viewed: 'Vista',
    notViewed: 'Não vista',
    nowPlaying: 'A reproduzir',
    noLectures: 'Este curso ainda não tem aulas.',
    loading: 'A carregar o seu curso…',
    loadError: 'Não foi possível carregar o seu curso. Verifique a sua ligação e tente novamente.',
    retry: 'Tentar novamente',
    notPurchasedTitle: 'Não pode ver esta página',
    notPurchasedText: 'Compre este curso para ter acesso',
    viewDetails: 'Ver detalhes do curso',
    completedTitle: 'Parabéns!',
    completedText: 'Concluiu o curso',
    myCoursesPage: 'Os meus cursos',
    rewatch: 'Rever o curso',
    getCertificate: 'Obter o seu certificado',
    markError: 'Não foi possível guardar o seu progresso. Verifique a sua ligação; a aula será marcada quando voltar a terminar.',
    resetError: 'Não foi possível recomeçar o curso. Tente novamente.',
  },
} satisfies Translation<typeof learning>;
