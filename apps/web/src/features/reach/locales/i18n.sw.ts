import type { Translation } from '@sewee/shared/locales';
import type { reach } from '../i18n';

export default {
  reach: {
    title: 'Ufikiaji',
    intro: 'Mwaka huu uko umbali gani na malengo ya ufadhili: wanafunzi waliokubaliwa na nchi za Afrika zilizofikiwa.',
    year: 'Mwaka',
    fetchError: 'Imeshindikana kupakia muhtasari wa ufikiaji',
    downloadCsv: 'Pakua maombi yote (CSV)',
    targets: {
      students: 'Wanafunzi waliokubaliwa: {{count}} kati ya {{target}}',
      countries: 'Nchi zilizofikiwa: {{count}} kati ya {{target}}',
    },
    funnel: {
      title: 'Hatua za usajili',
      signedUp: 'Walijisajili',
      verified: 'Walithibitishwa',
      applied: 'Waliomba',
      admitted: 'Walikubaliwa',
      enrolled: 'Walijiandikisha',
      completed: 'Walimaliza',
    },
    chart: {
      title: 'Wanafunzi waliokubaliwa kwa nchi',
      desc: 'Mstari kwa kila moja ya nchi 54 za Afrika; nchi ambazo bado hazina aliyekubaliwa zimewekewa alama. Namba hizo hizo ziko kwenye jedwali hapa chini.',
      none: 'bado hakuna',
      others: 'Nchi nyingine au bila nchi: {{count}} waliokubaliwa',
    },
    table: {
      caption: 'Wanafunzi kwa nchi',
      country: 'Nchi',
      applicants: 'Waombaji',
      admitted: 'Waliokubaliwa',
      enrolled: 'Waliojiandikisha',
      completed: 'Waliomaliza',
    },
    courses: {
      caption: 'Kozi',
      course: 'Kozi',
      applicants: 'Waombaji',
      admitted: 'Waliokubaliwa',
      completionRate: 'Kiwango cha kumaliza',
      none: 'Hakuna kozi yenye maombi mwaka huu.',
    },
  },
} satisfies Translation<typeof reach>;
