import type { Translation } from '@sewee/shared/locales';
import type { home } from '../home';

export default {
  home: {
    heroKicker: 'Des cours gratuits, financés par des bourses',
    heroTitle: 'Réinventer l’enseignement de la mode en Afrique',
    heroText:
      'Apprenez le stylisme, la couture et l’artisanat avec des formateurs africains experts — sur votre téléphone, à votre rythme, gratuitement.',
    getStarted: 'Commencer gratuitement',
    stats: '5 000 étudiants par an · 54 pays africains',
    whyTitle: 'Pourquoi nous choisir',
    why: {
      accessTitle: 'Accessible de partout',
      accessText: 'De courtes leçons vidéo qui fonctionnent sur tous les téléphones, où que vous soyez en Afrique.',
      freeTitle: 'Une formation de qualité, gratuite',
      freeText: 'Des bourses financent vos cours : c’est le talent — pas l’argent — qui décide qui apprend.',
      cultureTitle: 'Un programme riche en culture',
      cultureText: 'De l’adire et du kente au prêt-à-porter moderne : une création ancrée dans le patrimoine africain.',
      expertTitle: 'Des programmes menés par des experts',
      expertText: 'Apprenez auprès de stylistes, de tailleurs et d’artisans qui travaillent dans le métier chaque jour.',
    },
    basicsTitle: 'Les bases du stylisme',
    basicsText: 'Commencez par les fondamentaux dont tout styliste a besoin.',
    cardLabel: 'Stylisme',
    cards: {
      illustration: 'Introduction à l’illustration de mode II',
      textiles: 'Introduction à la science des tissus et des textiles',
      pattern: 'Les bases du patronage et de la couture',
      design: 'Introduction au stylisme',
    },
    exploreAll: 'Voir toutes les leçons',
    joinTitle: 'Rejoignez le mouvement',
    joinText:
      'Sewee forme une génération de créateurs et d’artisans africains. Chaque étudiant qui apprend un métier peut lancer son entreprise, employer d’autres personnes et raconter l’histoire de l’Afrique à travers la mode.',
    learnTitle: 'Ce que vous allez apprendre',
    learn: {
      sketch: 'Le croquis et l’illustration de mode',
      fabric: 'Choisir et travailler les tissus',
      pattern: 'Le patronage, la coupe et la couture',
      craft: 'Perlage, crochet, teinture nouée, sacs et chaussures',
      brand: 'Lancer et développer une marque de prêt-à-porter',
      tech: 'La technologie de la mode pour l’atelier moderne',
    },
    ctaTitle: 'Inscrivez-vous gratuitement dès aujourd’hui',
    ctaText: 'Créez votre compte, choisissez un cours et commencez à apprendre en quelques minutes.',
    ctaButton: 'S’inscrire gratuitement',
  },
} satisfies Translation<typeof home>;
