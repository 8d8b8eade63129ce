import type { Translation } from '@sewee/shared/locales';
import type { intakes } from '../i18n';

export default {
  intakes: {
    title: 'Sessions',
    intro:
      'Des vagues de candidatures datées avec des places financées. Les admis au-delà des places attendent sur une liste d’attente qui avance toute seule.',
    course: 'Cours',
    chooseCourse: 'Choisir un cours',
    none: 'Ce cours n’a pas de session : on peut y postuler à tout moment et l’acheter à son prix.',
    fetchError: 'Impossible de charger les sessions',
    saveError: 'Impossible d’enregistrer la session',
    deleteError: 'Impossible de supprimer la session',
    create: 'Nouvelle session',
    edit: 'Modifier',
    editing: 'Modifier « {{name}} »',
    cancel: 'Annuler',
    save: 'Enregistrer la session',
    saved: 'Session enregistrée',
    remove: 'Supprimer',
    deleted: 'Session supprimée',
    name: 'Nom',
    namePlaceholder: 'Janvier 2027',
    opensAt: 'Candidatures ouvertes le',
    closesAt: 'Candidatures fermées le',
    seats: 'Places financées',
    waiverPercent: 'Bourse (% du prix exonéré)',
    waiverHint: '100 signifie gratuit : l’étudiant s’inscrit sans payer.',
    enrolWithinDays: 'Délai d’inscription des admis (jours)',
    window: 'Période',
    waiver: 'Bourse',
    counts: {
      seats: 'Places financées',
      admitted: 'Admis',
      enrolled: 'Inscrits',
      waitlisted: 'En attente',
      declined: 'Abandons',
      expired: 'Expirées',
      waived: 'Exonérations accordées',
    },
  },
} satisfies Translation<typeof intakes>;
