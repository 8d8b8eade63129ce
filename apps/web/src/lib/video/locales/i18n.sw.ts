import type { Translation } from '@sewee/shared/locales';
import type { video } from '../i18n';

export default {
  dataCost: {
    lecture: '{{duration}} · {{size}}',
    totalDataSaver: 'Kozi nzima: {{duration}} · {{size}} kwa 240p (Kiokoa data kimewashwa).',
    totalBest: 'Kozi nzima: {{duration}} · hadi {{size}} kwa ubora wa juu kabisa. Kiokoa data huicheza kwa data kidogo zaidi.',
    steps_one: 'Hatua {{count}} · {{size}}',
    steps_other: 'Hatua {{count}} · {{size}}',
    totalPhotos: 'Kozi nzima: {{size}}.',
    partial: 'Baadhi ya masomo bado yanaandaliwa na hayajahesabiwa.',
  },
  dataSaver: {
    label: 'Kiokoa data',
    hint: 'Masomo yanacheza kwa 240p (au sauti tu) ili kutumia data kidogo ya simu.',
    saveError: 'Chaguo lako la Kiokoa data halikuweza kuhifadhiwa. Tafadhali jaribu tena.',
  },
} satisfies Translation<typeof video>;
