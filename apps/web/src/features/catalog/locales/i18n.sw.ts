import type { Translation } from '@sewee/shared/locales';
import type { catalog } from '../i18n';

export default {
  allCourses: 'Kozi zote',
  studentHome: 'Wasifu wa mwanafunzi',
  filters: {
    title: 'Vichujio',
    show: 'Onyesha vichujio',
    hide: 'Ficha vichujio',
    clear: 'Futa vichujio',
    chosen: 'Umechagua {{count}}',
    showResults_one: 'Onyesha tokeo {{count}}',
    showResults_other: 'Onyesha matokeo {{count}}',
    groups: {
      category: 'Aina',
      level: 'Kiwango',
      primaryLanguage: 'Lugha kuu',
    },
  },
  sort: {
    button: 'Panga',
    legend: 'Panga kwa',
    options: {
      'price-lowtohigh': 'Bei: ya chini kwanza',
      'price-hightolow': 'Bei: ya juu kwanza',
      'title-atoz': 'Jina: A hadi Z',
      'title-ztoa': 'Jina: Z hadi A',
    },
  },
  results: 'Matokeo {{count}}',
  showing: 'Inaonyesha {{shown}} kati ya {{count}}',
  showMore: 'Onyesha kozi zaidi',
  loadingCourses: 'Inapakia kozi…',
  empty: 'Hakuna kozi zilizopatikana',
  loadError: 'Imeshindwa kupakia kozi. Angalia muunganisho wako kisha ujaribu tena.',
  retry: 'Jaribu tena',
  card: {
    createdBy: 'Imeandaliwa na {{name}}',
    lectures_zero: 'Masomo {{count}} - Kiwango {{level}}',
    lectures_one: 'Somo {{count}} - Kiwango {{level}}',
    lectures_other: 'Masomo {{count}} - Kiwango {{level}}',
    price: 'Bei',
    opening: 'Inafungua kozi…',
  },
  home: {
    caption: 'Mpenda mitindo',
    tabsLabel: 'Sehemu za wasifu wa mwanafunzi',
    tabs: {
      dashboard: 'Dashibodi',
      courses: 'Kozi',
      settings: 'Mipangilio',
    },
    categoriesTitle: 'Aina za kozi tunazotoa',
    greeting: 'Tuendelee kujifunza, {{name}}! Unaweza kuchagua kozi yoyote iliyopo kulingana na aina.',
    settings: 'Mipangilio',
    backToUploads: 'Rudi kwenye vilivyopakiwa',
    comingSoon: 'Inakuja hivi karibuni',
    courseCount_one: 'Kozi {{count}}',
    courseCount_other: 'Kozi {{count}}',
  },
  purchaseCheckError: 'Imeshindwa kufungua kozi. Angalia muunganisho wako kisha ujaribu tena.',
} satisfies Translation<typeof catalog>;
