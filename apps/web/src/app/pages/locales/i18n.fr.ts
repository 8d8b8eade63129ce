import type { Translation } from '@sewee/shared/locales';
import type { instructor } from '../i18n';

export default {
  dashboard: 'Tableau de bord',
  createCourse: 'Créer un cours',
  nav: {
    view: 'Espace formateur',
    label: 'Sections de l’espace formateur',
    dashboard: 'Tableau de bord',
    students: 'Étudiants intéressés',
    courses: 'Cours',
    refunds: 'Paiements à rembourser',
    reach: 'Portée',
    reviews: 'Examens',
    learners: 'Apprenants',
    intakes: 'Sessions',
    logout: 'Se déconnecter',
    profile: 'Profil',
  },
  reviews: {
    waitingCount: '{{count}} en attente',
  },
} satisfies Translation<typeof instructor>;
