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
  faq: {
    title: 'Maswali yanayoulizwa mara kwa mara',
    items: {
      data: {
        q: 'Somo moja linatumia data ya simu kiasi gani?',
        a: 'Kila somo linaonyesha gharama yake kabla hujalicheza. Kusikiliza somo kwa sauti tu kunatumia takriban MB 0.4 kwa dakika; video ndogo kabisa (240p) takriban MB 1.2 kwa dakika; video yenye picha angavu zaidi inatumia zaidi.',
      },
      dataSaver: {
        q: 'Nitatumiaje data kidogo?',
        a: 'Washa Kiokoa data kwenye kichupo cha Mipangilio katika ukurasa wako wa mwanafunzi. Baada ya hapo masomo hayachezwi kamwe juu ya 240p, na gharama zinazoonyeshwa ni za ubora huo. Kicheza video hupakia takriban sekunde 30 tu mbele, kwa hiyo ukisimamisha somo, upakuaji nao unasimama.',
      },
      free: {
        q: 'Je, kozi ni bure?',
        a: 'Sewee inafadhiliwa kwa ufadhili wa masomo ili kozi ziweze kuwa bure. Kozi ya bure inaonyesha "Bure" badala ya bei: omba, na mkufunzi akishakukubali, jiunge na kozi bure. Baadhi ya kozi zina bei; ikiwa bei inakuzuia, tuandikie kwa {{email}}.',
      },
      apply: {
        q: 'Kwa nini ni lazima niombe kujiunga na kozi?',
        a: 'Nafasi hupitiwa na wakufunzi. Fungua kozi, bonyeza Omba, na kitufe kitaonyesha "Ombi linasubiri" hadi mkufunzi akukubali. Akaunti mpya pia hupitiwa na msimamizi.',
      },
      certificates: {
        q: 'Je, nitapata cheti?',
        a: 'Ndiyo. Unapomaliza masomo yote ya kozi, Sewee inakupa cheti chako cha kuhitimu: PDF yenye msimbo mfupi na msimbo wa QR, ili fundi cherehani, duka au mfadhili aweze kukithibitisha kwenye simu yake.',
      },
      offline: {
        q: 'Je, naweza kutazama masomo bila intaneti?',
        a: 'Bado: kuhifadhi masomo kwenye simu yako kunakuja. Hadi wakati huo, Kiokoa data na sauti tu vinaweka gharama ya kutazama mtandaoni chini.',
      },
      help: {
        q: 'Nimwombe nani msaada?',
        a: 'Tuandikie kwa {{email}} au tuma ujumbe kutoka ukurasa wa Wasiliana nasi.',
      },
    },
  },
} satisfies Translation<typeof about>;
