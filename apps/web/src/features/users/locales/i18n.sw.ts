import type { Translation } from '@sewee/shared/locales';
import type { users } from '../i18n';

export default {
  members: {
    title: 'Taarifa za wanachama wote',
    name: 'Jina',
    email: 'Barua pepe',
    empty: 'Hakuna watumiaji.',
    error: 'Imeshindwa kupata watumiaji',
  },
  users: {
    title: 'Watumiaji wote waliosajiliwa',
    search: 'Tafuta watumiaji',
    searchPlaceholder: 'Tafuta kwa jina au barua pepe',
    decisions:
      'Kataa humzuia mtu kuomba au kununua kozi (bado anaweza kuzitazama) na humwondolea msimamizi mamlaka yake; Kubali humrudishia yote hayo. Akaunti mpya (Linasubiri) tayari inaweza kuomba, kwa hiyo kuikubali ni kuiweka alama kuwa imekaguliwa tu. Kila uamuzi humtumia mtu huyo barua pepe.',
    name: 'Jina',
    email: 'Barua pepe',
    phone: 'Simu',
    country: 'Nchi',
    status: 'Hali',
    actions: 'Vitendo',
    na: 'Hakuna',
    approve: 'Kubali',
    reject: 'Kataa',
    approveUser: 'Kubali {{name}}',
    rejectUser: 'Kataa {{name}}',
    you: 'Akaunti yako mwenyewe',
    loading: 'Inapakia…',
    empty: 'Hakuna watumiaji waliopatikana.',
    fetchError: 'Imeshindwa kupata watumiaji',
    updateError: 'Imeshindwa kubadilisha hali',
    unexpected: 'Kuna hitilafu imetokea',
    updated: 'Hali ya mtumiaji imebadilishwa',
    statuses: {
      pending: 'Linasubiri',
      approved: 'Limekubaliwa',
      rejected: 'Limekataliwa',
    },
    downloadCsv: 'Pakua CSV',
    bulk: {
      selected: 'Waliochaguliwa: {{count}}',
      clear: 'Futa uteuzi',
      approve: 'Idhinisha waliochaguliwa',
      reject: 'Kataa waliochaguliwa',
      selectPage: 'Chagua watumiaji wote wa ukurasa huu',
      selectRow: 'Chagua {{name}}',
    },
    pagination: 'Kurasa',
    page: 'Ukurasa {{page}}',
  },
} satisfies Translation<typeof users>;
