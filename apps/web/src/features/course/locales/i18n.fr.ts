import type { Translation } from '@sewee/shared/locales';
import type { course } from '../i18n';

export default {
  details: 'Détails du cours',
  loading: 'Chargement du cours…',
  backToProfile: 'Retour au profil',
  createdBy: 'Créé par {{name}}',
  created: 'Créé le {{date}}',
  language: 'Langue : {{language}}',
  students_zero: '{{count}} étudiant',
  students_one: '{{count}} étudiant',
  students_many: '{{count}} d’étudiants',
  students_other: '{{count}} étudiants',
  learn: 'Ce que vous allez apprendre',
  description: 'Description du cours',
  curriculum: 'Programme du cours',
  freePreview: 'Aperçu gratuit',
  locked: 'Disponible après l’achat',
  previewTitle: 'Aperçu du cours',
  previewList: 'Leçons en aperçu gratuit',
  close: 'Fermer',
  noPreview: 'Ce cours n’a pas encore d’aperçu gratuit.',
  loadingVideo: 'Chargement de la vidéo…',
  price: 'Prix',
  missing: {
    title: 'Ce cours n’existe pas ou n’est plus disponible',
    allCourses: 'Tous les cours',
  },
  actions: {
    apply: 'Postuler',
    pending: 'Candidature en attente',
    buy: 'Acheter',
    enrolFree: 'S’inscrire gratuitement',
    rejected: 'Candidature refusée',
    go: 'Aller au cours',
  },
  actionHints: {
    pending: 'Un formateur va examiner votre candidature. Dès qu’elle sera acceptée, vous pourrez acheter le cours ici.',
    rejected: 'Votre candidature à ce cours n’a pas été retenue.',
  },
  toasts: {
    missingUser: 'Informations utilisateur manquantes. Veuillez vous reconnecter.',
    applied: 'Candidature envoyée avec succès',
    applyFailed: 'Échec de l’envoi de la candidature',
    orderFailed: 'Impossible de lancer le paiement. Veuillez réessayer.',
    redirecting: 'Ouverture de la page de paiement sécurisée…',
  },
} satisfies Translation<typeof course>;
