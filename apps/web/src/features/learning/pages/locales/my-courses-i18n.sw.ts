import type { Translation } from '@sewee/shared/locales';
import type { myCourses } from '../my-courses-i18n';

export default {
  myCoursesPage: {
    title: 'Kozi zangu',
    createdBy: 'Imeandaliwa na {{name}}',
    startWatching: 'Anza kutazama',
    startWatchingWho: 'Anza kutazama {{title}}',
    certificate: 'Cheti',
    certificateWho: 'Cheti cha {{title}}',
    empty: 'Hakuna kozi zilizopatikana',
    browse: 'Vinjari kozi',
    loading: 'Inapakia kozi zako…',
    loadError: 'Imeshindwa kupakia kozi zako. Angalia muunganisho wako kisha ujaribu tena.',
    retry: 'Jaribu tena',
  },
} satisfies Translation<typeof myCourses>;
