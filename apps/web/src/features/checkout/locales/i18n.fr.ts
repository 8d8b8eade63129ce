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
  verifyError: 'Le paiement n’a pas pu être vérifié.',
} satisfies Translation<typeof checkout>;
