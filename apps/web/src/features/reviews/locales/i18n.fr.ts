import type { Translation } from '@sewee/shared/locales';
import type { reviews } from '../i18n';

export default {
  reviews: {
    title: 'Examens',
    intro: 'Les photos que les étudiants ont envoyées de leurs exercices pratiques, les plus anciennes d’abord.',
    status: 'Afficher',
    statuses: {
      waiting: 'En attente d’examen',
      passed: 'Réussi',
      needs_work: 'À retravailler',
    },
    course: 'Cours',
    allCourses: 'Tous les cours',
    empty: 'Rien ici.',
    fetchError: 'Impossible de charger les examens',
    round: 'Envoi {{n}}',
    sentOn: 'Envoyé le {{date}}',
    photo: 'Envoi {{round}}, photo {{n}} de {{piece}} par {{name}}',
    earlier: 'Envois précédents ({{count}})',
    comment: 'Commentaire pour l’étudiant',
    commentHint: 'Obligatoire pour « À retravailler ».',
    passed: 'Réussi',
    needsWork: 'À retravailler',
    reviewError: 'L’examen n’a pas pu être enregistré',
    reviewed: 'Examen enregistré. L’étudiant reçoit un e-mail.',
    instructions: 'Consignes',
    page: 'Page {{n}}',
  },
} satisfies Translation<typeof reviews>;
