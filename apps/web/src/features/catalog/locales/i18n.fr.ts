import type { Translation } from '@sewee/shared/locales';
import type { catalog } from '../i18n';

export default {
  allCourses: 'Tous les cours',
  studentHome: 'Profil étudiant',
  filters: {
    title: 'Filtres',
    show: 'Afficher les filtres',
    hide: 'Masquer les filtres',
    clear: 'Effacer les filtres',
    chosen: 'Sélectionnés : {{count}}',
    groups: {
      category: 'Catégorie',
      level: 'Niveau',
      primaryLanguage: 'Langue principale',
    },
  },
  sort: {
    button: 'Trier',
    legend: 'Trier par',
    options: {
      'price-lowtohigh': 'Prix croissant',
      'price-hightolow': 'Prix décroissant',
      'title-atoz': 'Titre : de A à Z',
      'title-ztoa': 'Titre : de Z à A',
    },
  },
  results: 'Résultats : {{count}}',
  showing: '{{shown}} sur {{count}} affichés',
  showMore: 'Voir plus de cours',
  loadingCourses: 'Chargement des cours…',
  empty: 'Aucun cours trouvé',
  loadError: 'Impossible de charger les cours. Vérifiez votre connexion et réessayez.',
  retry: 'Réessayer',
  card: {
    createdBy: 'Créé par {{name}}',
    lectures_zero: '{{count}} leçon - Niveau {{level}}',
    lectures_one: '{{count}} leçon - Niveau {{level}}',
    lectures_many: '{{count}} de leçons - Niveau {{level}}',
    lectures_other: '{{count}} leçons - Niveau {{level}}',
    price: 'Prix',
    opening: 'Ouverture du cours…',
  },
  home: {
    caption: 'Passionné(e) de mode',
    tabsLabel: 'Sections du profil étudiant',
    tabs: {
      dashboard: 'Tableau de bord',
      courses: 'Cours',
      settings: 'Paramètres',
    },
    categoriesTitle: 'Les catégories de cours que nous proposons',
    greeting: 'Continuons d’apprendre, {{name}} ! Choisissez parmi tous les cours disponibles, classés par catégorie.',
    settings: 'Paramètres',
    backToUploads: 'Retour aux imports',
  },
  purchaseCheckError: 'Impossible d’ouvrir le cours. Vérifiez votre connexion et réessayez.',
} satisfies Translation<typeof catalog>;
