import type { Translation } from '@sewee/shared/locales';
import type { home } from '../home';

export default {
  home: {
    heroKicker: 'Kozi za bure, zinazolipiwa kwa ufadhili wa masomo',
    heroTitle: 'Tunaleta sura mpya ya elimu ya mitindo barani Afrika',
    heroText:
      'Jifunze ubunifu wa mitindo, ushonaji na ufundi wa mikono kutoka kwa wakufunzi hodari wa Kiafrika — kwenye simu yako, kwa kasi yako, bure.',
    getStarted: 'Anza bure',
    stats: 'Wanafunzi 5,000 kwa mwaka · Nchi 54 za Afrika',
    whyTitle: 'Kwa nini utuchague',
    why: {
      accessTitle: 'Inapatikana popote',
      accessText: 'Masomo mafupi ya video yanayofanya kazi kwenye simu yoyote, popote ulipo barani Afrika.',
      freeTitle: 'Elimu bora bila malipo',
      freeText: 'Ufadhili wa masomo unalipia kozi zako, kwa hiyo kipaji — si pesa — ndicho kinachoamua nani ajifunze.',
      cultureTitle: 'Mtaala wenye utajiri wa utamaduni',
      cultureText: 'Kuanzia adire na kente hadi mavazi ya kisasa ya dukani: ubunifu wenye mizizi katika urithi wa Kiafrika.',
      expertTitle: 'Programu zinazoongozwa na wataalamu',
      expertText: 'Jifunze kutoka kwa wabunifu, mafundi cherehani na mafundi wanaofanya kazi hii kila siku.',
    },
    basicsTitle: 'Misingi ya ubunifu wa mitindo',
    basicsText: 'Anza na misingi ambayo kila mbunifu anahitaji.',
    cardLabel: 'Ubunifu wa mitindo',
    cards: {
      illustration: 'Utangulizi wa uchoraji wa mitindo II',
      textiles: 'Utangulizi wa sayansi ya vitambaa na nguo',
      pattern: 'Misingi ya kukata ruwaza na kushona',
      design: 'Utangulizi wa ubunifu wa mitindo',
    },
    exploreAll: 'Tazama masomo yote',
    joinTitle: 'Jiunge na vuguvugu hili',
    joinText:
      'Sewee inajenga kizazi cha wabunifu na mafundi wa Kiafrika. Kila mwanafunzi anayejifunza ufundi anaweza kuanzisha biashara, kuwaajiri wengine na kusimulia hadithi ya Afrika kupitia mitindo.',
    learnTitle: 'Utakachojifunza',
    learn: {
      sketch: 'Kuchora michoro ya mitindo',
      fabric: 'Kuchagua vitambaa na kufanya kazi navyo',
      pattern: 'Kukata ruwaza, kukata kitambaa na kushona',
      craft: 'Ushanga, kroshia, batiki ya kufunga, mikoba na viatu',
      brand: 'Kuanzisha na kukuza chapa ya mavazi ya dukani',
      tech: 'Teknolojia ya mitindo kwa karakana ya kisasa',
    },
    ctaTitle: 'Jiunge bure leo',
    ctaText: 'Fungua akaunti yako, chagua kozi na uanze kujifunza kwa dakika chache.',
    ctaButton: 'Jiunge bure',
  },
} satisfies Translation<typeof home>;
