import type { Translation } from '@sewee/shared/locales';
import type { intakes } from '../i18n';

export default {
  intakes: {
    title: 'Awamu',
    intro:
      'Awamu za maombi zenye tarehe na nafasi zilizofadhiliwa. Waliokubaliwa zaidi ya nafasi husubiri kwenye orodha ya kusubiri inayosogea yenyewe.',
    course: 'Kozi',
    chooseCourse: 'Chagua kozi',
    none: 'Kozi hii haina awamu: wanafunzi wanaweza kuomba wakati wowote na kuinunua kwa bei yake.',
    fetchError: 'Imeshindikana kupakia awamu',
    saveError: 'Imeshindikana kuhifadhi awamu',
    deleteError: 'Imeshindikana kufuta awamu',
    create: 'Awamu mpya',
    edit: 'Hariri',
    editing: 'Hariri “{{name}}”',
    cancel: 'Ghairi',
    save: 'Hifadhi awamu',
    saved: 'Awamu imehifadhiwa',
    remove: 'Futa',
    deleted: 'Awamu imefutwa',
    name: 'Jina',
    namePlaceholder: 'Januari 2027',
    opensAt: 'Maombi yanafunguliwa tarehe',
    closesAt: 'Maombi yanafungwa tarehe',
    seats: 'Nafasi zilizofadhiliwa',
    waiverPercent: 'Ufadhili (% ya bei inayosamehewa)',
    waiverHint: '100 maana yake bure: mwanafunzi anajiandikisha bila kulipa.',
    enrolWithinDays: 'Waliokubaliwa wajiandikishe ndani ya (siku)',
    window: 'Kipindi',
    waiver: 'Ufadhili',
    counts: {
      seats: 'Nafasi zilizofadhiliwa',
      admitted: 'Waliokubaliwa',
      enrolled: 'Waliojiandikisha',
      waitlisted: 'Wanaosubiri',
      declined: 'Walioacha',
      expired: 'Zilizokwisha',
      waived: 'Misamaha iliyotolewa',
    },
  },
} satisfies Translation<typeof intakes>;
