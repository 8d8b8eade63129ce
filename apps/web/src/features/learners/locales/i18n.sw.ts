import type { Translation } from '@sewee/shared/locales';
import type { learners } from '../i18n';

export default {
  learners: {
    title: 'Wanafunzi',
    course: 'Kozi',
    chooseCourse: 'Chagua kozi',
    searchLabel: 'Tafuta wanafunzi',
    stuckOnly: 'Waliokwama tu',
    stuckHint: 'Amekwama: hakuna shughuli kwa siku 14 na hajamaliza.',
    empty: 'Hakuna mwanafunzi aliyejiandikisha anayelingana.',
    fetchError: 'Imeshindikana kupakia wanafunzi',
    name: 'Jina',
    lectures: 'Masomo yaliyotazamwa',
    lecturesOf: '{{n}} kati ya {{m}}',
    pieces: 'Kazi za mazoezi',
    piecesCounts: '{{passed}} zimefaulu · {{waiting}} zinasubiri · {{needsWork}} zinahitaji kazi',
    lastActivity: 'Shughuli ya mwisho',
    status: 'Hali',
    completed: 'Amemaliza',
    stuck: 'Amekwama',
    active: 'Anaendelea',
    pages: 'Kurasa za wanafunzi',
    page: 'Ukurasa {{n}}',
    searchPlaceholder: 'Tafuta kwa jina au barua pepe',
  },
} satisfies Translation<typeof learners>;
