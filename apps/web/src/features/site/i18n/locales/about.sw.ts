import type { Translation } from '@sewee/shared/locales';
import type { about } from '../about';

export default {
  about: {
    bannerTitle: 'Kuhusu Sewee',
    bannerText: 'Elimu ya mitindo kwa kila mwanafunzi wa Kiafrika, popote alipo.',
    introTitle: 'Kuhusu sisi',
    introText:
      'Sewee ni shule ya mtandaoni ya mitindo na ufundi wa mikono. Tunatoa kozi za bure zinazolipiwa kwa ufadhili wa masomo, na tunalenga kupokea wanafunzi 5,000 kila mwaka kutoka nchi zote 54 za Afrika. Wakufunzi wetu hufundisha ujuzi wa vitendo — kuanzia kukata ruwaza hadi kuendesha chapa — kwa masomo mafupi ya video yaliyoandaliwa kwa ajili ya simu.',
    valuesTitle: 'Maadili yetu ya msingi',
    values: {
      accessibility: 'Ufikivu',
      accessibilityText: 'Elimu inayomfikia kila mwanafunzi, kwenye kifaa chochote na muunganisho wowote.',
      excellence: 'Ubora',
      excellenceText: 'Viwango vya juu katika kila somo, kila mshono na kila ubunifu.',
      innovation: 'Ubunifu',
      innovationText: 'Zana na mawazo mapya yanayosukuma mbele mitindo ya Kiafrika.',
      community: 'Jumuiya',
      communityText: 'Wanafunzi, wakufunzi na washirika wanaokua pamoja.',
      sustainability: 'Uendelevu',
      sustainabilityText: 'Mitindo inayoheshimu watu, malighafi na sayari.',
    },
    dareTitle: 'Thubutu kuota',
    dareText: 'Kila chapa kubwa ilianza na mtu mmoja na wazo moja. Tunakusaidia kugeuza wazo lako kuwa ujuzi, jalada la kazi na biashara.',
    partner: 'Shirikiana nasi',
  },
} satisfies Translation<typeof about>;
