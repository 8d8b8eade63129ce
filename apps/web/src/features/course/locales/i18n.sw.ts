import type { Translation } from '@sewee/shared/locales';
import type { course } from '../i18n';

export default {
  details: 'Taarifa za kozi',
  loading: 'Inapakia kozi…',
  backToProfile: 'Rudi kwenye wasifu',
  createdBy: 'Imeandaliwa na {{name}}',
  created: 'Iliundwa {{date}}',
  language: 'Lugha: {{language}}',
  students_zero: 'Wanafunzi {{count}}',
  students_one: 'Mwanafunzi {{count}}',
  students_other: 'Wanafunzi {{count}}',
  learn: 'Utakachojifunza',
  description: 'Maelezo ya kozi',
  curriculum: 'Mtaala wa kozi',
  freePreview: 'Onyesho la bure',
  locked: 'Inapatikana baada ya kununua',
  previewTitle: 'Onyesho la kozi',
  previewList: 'Masomo ya onyesho la bure',
  close: 'Funga',
  noPreview: 'Kozi hii bado haina onyesho la bure.',
  loadingVideo: 'Inapakia video…',
  price: 'Bei',
  currencyNote: 'Bei ziko kwa {{currency}}.',
  missing: {
    title: 'Kozi hii haipo au haipatikani tena',
    allCourses: 'Kozi zote',
  },
  actions: {
    apply: 'Omba',
    pending: 'Ombi linasubiri',
    buy: 'Nunua sasa',
    enrolFree: 'Jiunge bure',
    rejected: 'Ombi limekataliwa',
    go: 'Nenda kwenye kozi',
  },
  actionHints: {
    pending: 'Mkufunzi atapitia ombi lako. Likikubaliwa, utaweza kununua kozi hapa.',
    rejected: 'Ombi lako la kozi hii halikukubaliwa.',
  },
  toasts: {
    missingUser: 'Taarifa za mtumiaji hazipo. Tafadhali ingia tena.',
    applied: 'Ombi limetumwa',
    applyFailed: 'Imeshindwa kutuma ombi',
    orderFailed: 'Imeshindwa kuanzisha malipo. Tafadhali jaribu tena.',
    redirecting: 'Inafungua ukurasa salama wa malipo…',
  },
} satisfies Translation<typeof course>;
