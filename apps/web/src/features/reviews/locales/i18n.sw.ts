import type { Translation } from '@sewee/shared/locales';
import type { reviews } from '../i18n';

export default {
  reviews: {
    title: 'Ukaguzi',
    intro: 'Picha ambazo wanafunzi wametuma za kazi zao za mazoezi, za zamani kwanza.',
    status: 'Onyesha',
    statuses: {
      waiting: 'Zinasubiri ukaguzi',
      passed: 'Imefaulu',
      needs_work: 'Inahitaji kazi zaidi',
    },
    course: 'Kozi',
    allCourses: 'Kozi zote',
    empty: 'Hakuna kitu hapa.',
    fetchError: 'Imeshindikana kupakia ukaguzi',
    round: 'Awamu ya {{n}}',
    sentOn: 'Imetumwa {{date}}',
    photo: 'Awamu ya {{round}}, picha ya {{n}} ya {{piece}} kutoka kwa {{name}}',
    earlier: 'Awamu za awali ({{count}})',
    comment: 'Maoni kwa mwanafunzi',
    commentHint: 'Yanahitajika kwa «Inahitaji kazi zaidi».',
    passed: 'Imefaulu',
    needsWork: 'Inahitaji kazi zaidi',
    reviewError: 'Ukaguzi haukuweza kuhifadhiwa',
    reviewed: 'Ukaguzi umehifadhiwa. Mwanafunzi atapata barua pepe.',
    instructions: 'Maelekezo',
    page: 'Ukurasa {{n}}',
  },
} satisfies Translation<typeof reviews>;
