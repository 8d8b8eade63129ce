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
  faq: {
    title: 'Questions fréquentes',
    items: {
      data: {
        q: 'Combien de données mobiles une leçon consomme-t-elle ?',
        a: 'Chaque leçon indique ce qu’elle coûtera avant que vous la lanciez. Écouter une leçon en audio seul consomme environ 0,4 Mo par minute ; la plus petite vidéo (240p), environ 1,2 Mo par minute ; une vidéo plus nette consomme davantage.',
      },
      dataSaver: {
        q: 'Comment consommer moins de données ?',
        a: 'Activez l’Économiseur de données dans l’onglet Paramètres de votre espace étudiant. Les leçons ne sont alors jamais lues au-dessus de 240p, et les coûts affichés correspondent à cette qualité. Le lecteur ne charge qu’environ 30 secondes à l’avance : arrêter une leçon arrête donc aussi le téléchargement.',
      },
      free: {
        q: 'Les cours sont-ils gratuits ?',
        a: 'Sewee est financé par des bourses d’études pour que les cours puissent être gratuits. Un cours gratuit affiche « Gratuit » au lieu d’un prix : postulez, puis, une fois qu’un formateur vous a accepté, inscrivez-vous gratuitement. Certains cours ont un prix ; si ce prix vous bloque, écrivez à {{email}}.',
      },
      apply: {
        q: 'Pourquoi dois-je postuler à un cours ?',
        a: 'Les places sont examinées par les formateurs. Ouvrez un cours, appuyez sur Postuler, et le bouton affiche « Candidature en attente » jusqu’à ce qu’un formateur vous accepte. Les nouveaux comptes sont aussi examinés par un administrateur.',
      },
      certificates: {
        q: 'Vais-je obtenir un certificat ?',
        a: 'Oui. Quand vous terminez toutes les leçons d’un cours, Sewee délivre votre certificat de réussite : un PDF avec un code court et un code QR, pour qu’un tailleur, une boutique ou un financeur puisse le vérifier sur son téléphone.',
      },
      offline: {
        q: 'Puis-je regarder les leçons hors ligne ?',
        a: 'Pas encore : l’enregistrement des leçons sur votre téléphone est en préparation. D’ici là, l’Économiseur de données et l’audio seul limitent le coût du visionnage en ligne.',
      },
      help: {
        q: 'À qui demander de l’aide ?',
        a: 'Écrivez à {{email}} ou envoyez un message depuis la page Contact.',
      },
    },
  },
} satisfies Translation<typeof about>;
