import type { Translation } from '@sewee/shared/locales';
import type { learners } from '../i18n';

export default {
  learners: {
    title: 'Apprenants',
    course: 'Cours',
    chooseCourse: 'Choisissez un cours',
    searchLabel: 'Rechercher des apprenants',
    stuckOnly: 'Seulement les apprenants bloqués',
    stuckHint: 'Bloqué : aucune activité depuis 14 jours et cours non terminé.',
    empty: 'Aucun étudiant inscrit ne correspond.',
    fetchError: 'Impossible de charger les apprenants',
    name: 'Nom',
    lectures: 'Leçons vues',
    lecturesOf: '{{n}} sur {{m}}',
    pieces: 'Exercices pratiques',
    piecesCounts: '{{passed}} réussi(s) · {{waiting}} en attente · {{needsWork}} à retravailler',
    lastActivity: 'Dernière activité',
    status: 'Statut',
    completed: 'Terminé',
    stuck: 'Bloqué',
    active: 'En cours',
    pages: 'Pages des apprenants',
    page: 'Page {{n}}',
    searchPlaceholder: 'Rechercher par nom ou e-mail',
  },
} satisfies Translation<typeof learners>;
