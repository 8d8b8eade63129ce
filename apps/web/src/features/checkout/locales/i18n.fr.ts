import type { Translation } from '@sewee/shared/locales';
import type { checkout } from '../i18n';

export default {
  processing: 'Paiement en cours… Veuillez patienter',
  failed: 'Échec du paiement',
  failedTitle: 'Votre paiement n’a pas abouti',
  failedText:
    'Le paiement a été annulé ou n’a pas pu être vérifié : vous n’êtes donc pas encore inscrit au cours. Si vous l’avez annulé, aucun argent n’a été prélevé. Vous pouvez réessayer depuis la page du cours.',
  missingText: 'Nous n’avons pas pu identifier ce paiement, car la page de paiement n’a pas renvoyé sa référence.',
  serverSaid: 'Détails : {{message}}',
  reference: 'Référence du paiement : {{reference}}',
  keepReference: 'Si de l’argent a été prélevé sur votre compte, contactez l’assistance avec cette référence.',
  backToCourse: 'Retour au cours',
  browseCourses: 'Parcourir les cours',
  waitingTitle: 'Paiement reçu, en attente de confirmation',
  waitingText:
    'Les paiements par mobile money et par virement peuvent prendre quelques minutes à être confirmés. Cette page vérifie d’elle-même et ouvre Mes cours dès que le paiement est confirmé.',
  waitingLeave:
    'Vous pouvez aussi quitter cette page : le cours apparaîtra dans Mes cours et nous vous enverrons un reçu par e-mail dès que le paiement sera confirmé. Ne payez pas une seconde fois.',
  amount: 'Montant',
  referenceLabel: 'Référence',
  myCourses: 'Aller à Mes cours',
  verifyError: 'Le paiement n’a pas pu être vérifié.',
} satisfies Translation<typeof checkout>;
