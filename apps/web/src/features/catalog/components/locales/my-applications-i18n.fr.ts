import type { Translation } from '@sewee/shared/locales';
import type { myApplicationsTexts } from '../my-applications-i18n';

export default {
  myApplications: {
    title: 'Mes candidatures',
    empty: 'Vous n’avez encore postulé à aucun cours.',
    browse: 'Voir les cours',
    fetchError: 'Impossible de charger vos candidatures',
    appliedOn: 'Candidature du {{date}}',
    statuses: {
      pending: 'En attente',
      approved: 'Acceptée',
      rejected: 'Non acceptée',
      waitlisted: 'Liste d’attente',
      declined: 'Abandonnée',
      expired: 'Expirée',
    },
    hints: {
      pending: 'L’équipe Sewee n’a pas encore décidé. Vous recevrez un e-mail quand ce sera fait.',
      approved: 'Vous êtes admis(e) : ouvrez le cours et appuyez sur Acheter pour vous inscrire.',
      rejected: 'Cette candidature n’a pas été acceptée.',
      waitlisted:
        'Toutes les places financées sont prises : vous êtes sur la liste d’attente. Si une place se libère, elle sera à vous à votre tour et nous vous écrirons.',
      declined: 'Vous avez renoncé à cette place.',
      expired: 'Cette place a expiré car vous ne vous êtes pas inscrit(e) à temps.',
      enrolled: 'Vous êtes inscrit(e) : le cours est dans Mes cours.',
    },
    buyNow: 'Acceptée : Acheter',
    continue: 'Continuer le cours',
    open: 'Ouvrir {{course}}',
    intake: 'Session {{name}}',
    position: 'Rang {{position}} sur la liste d’attente',
    enrolBy: 'Inscrivez-vous avant le {{date}}',
    adminMessage: 'Message de l’équipe Sewee :',
  },
} satisfies Translation<typeof myApplicationsTexts>;
