import type { Translation } from '@sewee/shared/locales';
import type { myCourses } from '../my-courses-i18n';

export default {
  myCoursesPage: {
    title: 'Os meus cursos',
    createdBy: 'Criado por {{name}}',
    startWatching: 'Começar a ver',
    startWatchingWho: 'Começar a ver {{title}}',
    certificate: 'Certificado',
    certificateWho: 'Certificado de {{title}}',
    empty: 'Nenhum curso encontrado',
    browse: 'Ver cursos',
    loading: 'A carregar os seus cursos…',
    loadError: 'Não foi possível carregar os seus cursos. Verifique a sua ligação e tente novamente.',
    retry: 'Tentar novamente',
  },
} satisfies Translation<typeof myCourses>;
