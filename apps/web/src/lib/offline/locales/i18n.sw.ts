import type { Translation } from '@sewee/shared/locales';
import type { offline } from '../i18n';

export default {
  updateAvailable: 'Sasisho linapatikana',
  reload: 'Pakia upya',
  offline: 'Nje ya mtandao',
  offlineNote: 'Nje ya mtandao: ni masomo yaliyopakuliwa tu yanayocheza hadi urudi mtandaoni.',
  downloaded: 'Imepakuliwa',
  download: 'Pakua',
  downloadLecture: 'Pakua {{title}}',
  downloadCourse: 'Pakua kozi nzima',
  downloadTitle: 'Pakua kwa matumizi nje ya mtandao',
  downloadText: 'Chagua ubora. Masomo yanahifadhiwa kwenye kifaa hiki, kwa akaunti yako pekee.',
  quality: 'Ubora',
  qualityOption: '{{name}} · {{size}}',
  photosSmall: 'Picha ndogo (Kiokoa data)',
  photosFull: 'Picha za ukubwa kamili',
  patternOnly: 'Somo la pateni: msimbo wake wa kuchora na vipimo vyako',
  start: 'Pakua {{size}}',
  cancel: 'Ghairi',
  downloading: 'Inapakua {{percent}}%',
  queued: 'Inasubiri kupakuliwa',
  paused: 'Imesimamishwa',
  failed: 'Imekatika: itaendelea ukirudi mtandaoni',
  pause: 'Simamisha',
  resume: 'Endelea',
  remove: 'Futa',
  removeNamed: 'Futa {{title}}',
  noSpace:
    'Hakuna nafasi ya kutosha kwenye kifaa hiki: inahitajika {{needed}} na {{free}} ziko wazi. Futa baadhi ya vipakuliwa ujaribu tena.',
  notReady: 'Somo hili haliwezi kupakuliwa bado: video yake bado inaandaliwa.',
  progressLabel: 'Upakuaji wa {{title}}',
  manageTitle: 'Vipakuliwa',
  manageNone: 'Bado hakuna kilichopakuliwa. Gusa Pakua kwenye somo la kozi uliyonunua.',
  manageUsage: '{{used}} zimetumiwa na vipakuliwa · {{free}} ziko wazi kwenye kifaa hiki',
  outOfDate: 'Si la sasa',
  updateDownload: 'Sasisha kipakuliwa',
  updateDownloadNamed: 'Sasisha kipakuliwa cha {{title}}',
  outOfDateOffline:
    'Kipakuliwa hiki si cha sasa: somo limebadilika baada ya kulipakua. Unganisha kwenye intaneti ulione, kisha sasisha kipakuliwa.',
  logoutRemove:
    'Ondoa masomo uliyopakua kwenye kifaa hiki? Chagua OK kuyaondoa, au Ghairi kuyahifadhi hadi utakapoingia tena (hakuna mwingine anayeweza kuyacheza).',
} satisfies Translation<typeof offline>;
