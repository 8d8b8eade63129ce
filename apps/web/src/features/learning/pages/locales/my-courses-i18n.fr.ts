import type { Translation } from '@sewee/shared/locales';
import type { myCourses } from '../my-courses-i18n';

export default {
  myCoursesPage: {
    title: 'Mes cours',
    createdBy: 'Créé par {{name}}',
    startWatching: 'Commencer à regarder',
    startWatchingWho: 'Commencer à regarder {{title}}',
    certificate: 'Certificat',
    certificateWho: 'Certificat de {{title}}',
    empty: 'Aucun cours trouvé',
    browse: 'Parcourir les cours',
    loading: 'Chargement de vos cours…',
    loadError: 'Impossible de charger vos cours. Vérifiez votre connexion et réessayez.',
    retry: 'Réessayer',
  },
} satisfies Translation<typeof myCourses>;
