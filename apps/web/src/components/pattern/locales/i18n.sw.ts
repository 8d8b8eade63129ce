import type { Translation } from '@sewee/shared/locales';
import type { pattern } from '../i18n';

export default {
  designs: {
    bella: 'Pateni ya msingi ya blauzi',
    penelope: 'Sketi ya penseli',
    teagan: 'Fulana (T-shirt)',
    waralee: 'Suruali ya kufunga',
  },
  yourPattern: 'Pateni yako: {{design}}',
  pieces: {
    bella: { back: 'Mgongo', frontSideDart: 'Mbele', sleeve: 'Mkono' },
    penelope: { back: 'Mgongo', front: 'Mbele', waistband: 'Mkanda wa kiuno' },
    teagan: { back: 'Mgongo', front: 'Mbele', sleeve: 'Mkono' },
    waralee: {
      pants: 'Mguu wa suruali',
      pocket: 'Mfuko wa mbele',
      backPocket: 'Mfuko wa nyuma',
      facingFront: 'Kitambaa cha ndani cha mfuko wa mbele',
      facingBack: 'Kitambaa cha ndani cha mfuko wa nyuma',
      waistbandFront: 'Mkanda wa kiuno wa mbele',
      waistbandBack: 'Mkanda wa kiuno wa nyuma',
      strapFront: 'Kamba ya mbele',
      strapBack: 'Kamba ya nyuma',
      mini: 'Mguu wa suruali (toleo dogo)',
      cutout: 'Mwongozo wa kukata',
    },
  },
  onPiece: {
    cut_one: 'Kata {{count}}',
    cut_other: 'Kata {{count}}',
    cutOnFold_one: 'Kata {{count}} kwenye mkunjo',
    cutOnFold_other: 'Kata {{count}} kwenye mkunjo',
    grainline: 'Mwelekeo wa nyuzi',
    foldLine: 'Weka kwenye mkunjo',
  },
  pdf: {
    testSquare: 'Mraba wa kupima: {{size}}',
    printAtFullSize: 'Chapisha kwa 100% (ukubwa halisi, bila kubadilisha kipimo). Pima mraba wa kupima kabla ya kukata.',
    grid: 'Kurasa: {{columns}} kwa upana, {{rows}} kwa urefu (kurasa tupu zimeachwa). Weka kila ukurasa juu ya unaofuata hadi alama zikutane, kisha ubandike.',
    page: 'Ukurasa {{label}}',
  },
  dimensions: {
    title: 'Vipimo: {{design}}',
    howTo: 'Pima kila nukta kutoka kona ya juu kushoto ya kipande: kwanza kulia, kisha chini. Unganisha nukta kwa mpangilio.',
    piece: '{{title}}: {{width}} × {{height}}',
    pieceCut: '{{title}}: {{width}} × {{height}}, {{cut}}',
    point: '{{name}}: {{x}} kulia, {{y}} chini',
    straight: '{{from}} hadi {{to}}: mstari ulionyooka, {{length}}',
    curveOut: '{{from}} hadi {{to}}: mstari uliopinda, {{length}}, unatokeza nje {{bow}} umbali wa {{at}} kutoka {{from}}',
    curveIn: '{{from}} hadi {{to}}: mstari uliopinda, {{length}}, unaingia ndani {{bow}} umbali wa {{at}} kutoka {{from}}',
    grainline: 'Mwelekeo wa nyuzi: kutoka {{fromX}} kulia, {{fromY}} chini hadi {{toX}} kulia, {{toY}} chini',
    foldLine: 'Mstari wa mkunjo: kutoka {{fromX}} kulia, {{fromY}} chini hadi {{toX}} kulia, {{toY}} chini',
    seamAllowance: 'Ongeza {{size}} ya nafasi ya mshono kuzunguka kila kipande unapokata.',
    noSeamAllowance: 'Hakuna nafasi ya mshono iliyojumuishwa: ongeza yako unapokata.',
  },
} satisfies Translation<typeof pattern>;
