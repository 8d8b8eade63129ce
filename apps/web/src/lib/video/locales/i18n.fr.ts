import type { Translation } from '@sewee/shared/locales';
import type { video } from '../i18n';

export default {
  dataCost: {
    lecture: '{{duration}} · {{size}}',
    totalDataSaver: 'Cours complet : {{duration}} · {{size}} en 240p (économiseur de données activé).',
    totalBest: 'Cours complet : {{duration}} · jusqu’à {{size}} en meilleure qualité. L’économiseur de données le lit pour bien moins.',
    steps_one: '{{count}} étape · {{size}}',
    steps_other: '{{count}} étapes · {{size}}',
    totalPhotos: 'Cours complet : {{size}}.',
    partial: 'Certaines leçons sont encore en préparation et ne sont pas comptées.',
  },
  dataSaver: {
    label: 'Économiseur de données',
    hint: 'Les leçons sont lues en 240p (ou en audio seul) pour consommer moins de données mobiles.',
    saveError: 'Votre choix d’économiseur de données n’a pas pu être enregistré. Veuillez réessayer.',
  },
} satisfies Translation<typeof video>;
