import type { Translation } from '@sewee/shared/locales';
import type { reach } from '../i18n';

export default {
  reach: {
    title: 'Portée',
    intro: 'Où en est l’année par rapport aux objectifs de la bourse : étudiants admis et pays africains atteints.',
    year: 'Année',
    fetchError: 'Impossible de charger le bilan de la portée',
    downloadCsv: 'Télécharger toutes les candidatures (CSV)',
    targets: {
      students: 'Étudiants admis : {{count}} sur {{target}}',
      countries: 'Pays atteints : {{count}} sur {{target}}',
    },
    funnel: {
      title: 'Entonnoir',
      signedUp: 'Inscrits sur le site',
      verified: 'Vérifiés',
      applied: 'Candidats',
      admitted: 'Admis',
      enrolled: 'Inscrits aux cours',
      completed: 'Ont terminé',
    },
    chart: {
      title: 'Étudiants admis par pays',
      desc: 'Une barre pour chacun des 54 pays africains ; les pays sans aucun admis sont signalés. Les mêmes chiffres figurent dans le tableau ci-dessous.',
      none: 'aucun pour l’instant',
      others: 'Autres pays ou pays non indiqué : {{count}} admis',
    },
    table: {
      caption: 'Étudiants par pays',
      country: 'Pays',
      applicants: 'Candidats',
      admitted: 'Admis',
      enrolled: 'Inscrits',
      completed: 'Ont terminé',
    },
    courses: {
      caption: 'Cours',
      course: 'Cours',
      applicants: 'Candidats',
      admitted: 'Admis',
      completionRate: 'Taux d’achèvement',
      none: 'Aucun cours n’a de candidatures cette année.',
    },
  },
} satisfies Translation<typeof reach>;
