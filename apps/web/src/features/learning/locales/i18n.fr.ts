import type { Translation } from '@sewee/shared/locales';
import type { learning } from '../i18n';

export default {
  myCourses: 'Mes cours',
  progress: 'Progression du cours',
  courseProgress: {
    back: 'Retour à Mes cours',
    showPanel: 'Afficher le contenu du cours',
    hidePanel: 'Masquer le contenu du cours',
    panelLabel: 'Contenu et présentation du cours',
    contentTab: 'Contenu du cours',
    overviewTab: 'Présentation',
    transcriptTab: 'Transcription · {{size}}',
    transcriptTabEmpty: 'Transcription',
    about: 'À propos de ce cours',
    viewed: 'Vue',
    notViewed: 'Non vue',
    nowPlaying: 'En cours de lecture',
    noLectures: 'Ce cours n’a pas encore de leçons.',
    loading: 'Chargement de votre cours…',
    loadError: 'Impossible de charger votre cours. Vérifiez votre connexion et réessayez.',
    retry: 'Réessayer',
    notPurchasedTitle: 'Vous ne pouvez pas voir cette page',
    notPurchasedText: 'Achetez ce cours pour y accéder',
    viewDetails: 'Voir les détails du cours',
    completedTitle: 'Félicitations !',
    completedText: 'Vous avez terminé le cours',
    myCoursesPage: 'Mes cours',
    rewatch: 'Revoir le cours',
    getCertificate: 'Obtenir votre certificat',
    markError:
      'Votre progression n’a pas pu être enregistrée. Vérifiez votre connexion : la leçon sera marquée quand elle se terminera de nouveau.',
    resetError: 'Impossible de recommencer le cours. Veuillez réessayer.',
  },
  transcript: {
    none: 'Pas encore de transcription',
    loading: 'Chargement de la transcription…',
    loadError: 'Impossible de charger la transcription. Vérifiez votre connexion et réessayez.',
    playFrom: 'Lire à partir de {{time}}',
  },
} satisfies Translation<typeof learning>;
