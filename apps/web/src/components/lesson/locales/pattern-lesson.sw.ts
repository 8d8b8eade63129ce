import type { Translation } from '@sewee/shared/locales';
import type { patternLesson } from '../pattern-i18n';

export default {
  draft: 'Chora pateni yangu',
  drafting: 'Inachora pateni yako…',
  intro: 'Inachorwa kwa vipimo vyako mwenyewe, kwenye simu hii. Inafanya kazi bila mtandao somo likishapakuliwa.',
  drawing: 'Pateni yako, iliyochorwa kwa vipimo vyako',
  seamAllowance: 'Nafasi ya mshono',
  paper: 'Ukubwa wa karatasi',
  a4: 'A4',
  letter: 'Letter',
  downloadPdf: 'Pakua PDF',
  noPrinter: 'Huna printa?',
  closeSheet: 'Rudi kwenye pateni',
  lines: 'Mistari, kwa mpangilio kuzunguka kipande',
  downloadDimensions: 'Pakua kama PDF',
  point: 'Nukta',
  across: 'Kulia',
  down: 'Chini',
  askMissing: 'Ili kuichora, pateni hii inahitaji vipimo hivi:',
  draftError: 'Pateni hii haikuweza kuchorwa kwa vipimo vyako. Viangalie katika Vipimo vyangu.',
  loadError: 'Pateni haikuweza kuchorwa: msimbo wake wa kuchora haukupakia. Angalia mtandao wako na ujaribu tena.',
  measurementsError: 'Vipimo vyako havikuweza kupakiwa. Angalia mtandao wako na ujaribu tena.',
  pdfError: 'PDF haikuweza kutengenezwa. Jaribu tena.',
  signIn: 'Ingia ili kuchora pateni hii kwa vipimo vyako mwenyewe.',
} satisfies Translation<typeof patternLesson>;
