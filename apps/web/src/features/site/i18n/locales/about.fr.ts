import type { Translation } from '@sewee/shared/locales';
import type { about } from '../about';

export default {
  about: {
    bannerTitle: 'À propos de Sewee',
    bannerText: 'L’enseignement de la mode pour chaque étudiant africain, où qu’il soit.',
    introTitle: 'Qui sommes-nous',
    introText:
      'Sewee est une école en ligne de mode et d’artisanat. Nous proposons des cours gratuits, financés par des bourses, et souhaitons accueillir 5 000 étudiants chaque année, venus des 54 pays africains. Nos formateurs enseignent des savoir-faire concrets — du patronage à la gestion d’une marque — en courtes leçons vidéo pensées pour le téléphone.',
    valuesTitle: 'Nos valeurs',
    values: {
      accessibility: 'Accessibilité',
      accessibilityText: 'Un apprentissage qui atteint chaque étudiant, sur n’importe quel appareil et n’importe quelle connexion.',
      excellence: 'Excellence',
      excellenceText: 'Des exigences élevées dans chaque leçon, chaque point et chaque création.',
      innovation: 'Innovation',
      innovationText: 'De nouveaux outils et de nouvelles idées qui font avancer la mode africaine.',
      community: 'Communauté',
      communityText: 'Étudiants, formateurs et partenaires qui grandissent ensemble.',
      sustainability: 'Durabilité',
      sustainabilityText: 'Une mode qui respecte les personnes, les matières et la planète.',
    },
    dareTitle: 'Osez rêver',
    dareText:
      'Chaque grande marque a commencé avec une personne et une idée. Nous vous aidons à transformer la vôtre en savoir-faire, en portfolio et en entreprise.',
    partner: 'Devenir partenaire',
  },
} satisfies Translation<typeof about>;
