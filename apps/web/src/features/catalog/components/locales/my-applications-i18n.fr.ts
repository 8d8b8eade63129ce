import type { Translation } from '@sewee/shared/locales';
import type { myApplicationsTexts } from '../my-applications-i18n';

export default {
  myApplications: {
    title: 'Mes candidatures',
    empty: 'Vous n’avez encore postulé à aucun cours.',
    browse: 'Voir les cours',
    fetchError: 'Impossible de charger vos candidatures',
    appliedOn: 'Candidature du {{date}}',
    statuses: { pending: 'En attente', approved: 'Acceptée', rejected: 'Non acceptée' },
    hints: {
      pending: 'L’équipe Sewee n’a pas encore décidé. Vous recevrez un e-mail quand ce sera fait.',
      approved: 'Vous êtes admis(e) : ouvrez le cours et appuyez sur Acheter pour vous inscrire.',
      rejected: 'Cette candidature n’a pas été acceptée.',
    },
    buyNow: 'Acceptée : Acheter',
    open: 'Ouvrir {{course}}',
    adminMessage: 'Message de l’équipe Sewee :',
  },
} satisfies Translation<typeof myApplicationsTexts>;
