import type { Translation } from '@sewee/shared/locales';
import type { instructor } from '../i18n';

export default {
  dashboard: 'Dashibodi',
  createCourse: 'Unda kozi mpya',
  nav: {
    view: 'Upande wa mkufunzi',
    label: 'Sehemu za mkufunzi',
    dashboard: 'Dashibodi',
    students: 'Wanafunzi wenye nia',
    courses: 'Kozi',
    refunds: 'Malipo ya kurejesha',
    reach: 'Ufikiaji',
    reviews: 'Ukaguzi',
    learners: 'Wanafunzi',
    intakes: 'Awamu',
    logout: 'Toka',
    profile: 'Wasifu',
  },
  reviews: {
    waitingCount: '{{count}} zinasubiri',
  },
} satisfies Translation<typeof instructor>;
