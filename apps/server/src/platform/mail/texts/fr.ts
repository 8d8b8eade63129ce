import type { Translation } from '@sewee/shared';
import type { mailTexts } from './en';

export default {
  footer: 'Sewee — des cours de mode et d’artisanat pour les étudiants de toute l’Afrique.',
  hello: 'Bonjour {{name}},',
  signature: 'L’équipe Sewee',
  verification: {
    subject: 'Votre code de vérification Sewee : {{code}}',
    title: 'Vérifiez votre e-mail',
    codeIs: 'Votre code de vérification Sewee est {{code}}.',
    yourCode: 'Votre code de vérification est :',
    expires: 'Il expire dans 10 minutes.',
    notYou: 'Si vous ne vous êtes pas inscrit sur Sewee, ignorez cet e-mail.',
  },
  reset: {
    subject: 'Réinitialisez votre mot de passe Sewee',
    title: 'Réinitialisez votre mot de passe',
    openLink: 'Pour choisir un nouveau mot de passe, ouvrez ce lien (valable 1 heure) :',
    tapButton: 'Pour choisir un nouveau mot de passe, touchez le bouton ci-dessous. Le lien est valable 1 heure.',
    button: 'Réinitialiser le mot de passe',
    orOpen: 'Ou ouvrez : {{link}}',
    notYou: 'Si vous n’avez rien demandé, ignorez cet e-mail : votre mot de passe reste le même.',
  },
  contact: {
    subject: 'Formulaire de contact : {{about}}',
    title: 'Nouveau message du formulaire de contact',
    name: 'Nom',
    email: 'E-mail',
    phone: 'Téléphone',
    company: 'Entreprise',
    subjectField: 'Objet',
    message: 'Message',
  },
  receipt: {
    subject: 'Votre reçu pour le cours {{course}}',
    title: 'Paiement reçu : vous êtes inscrit',
    paid: 'Merci : nous avons bien reçu votre paiement et vous êtes inscrit au cours « {{course}} ». Il se trouve dans Mes cours.',
    paidHtml: 'Merci : nous avons bien reçu votre paiement et vous êtes inscrit au cours « {{course}} ». Il se trouve dans Mes cours.',
    course: 'Cours',
    amount: 'Montant',
    reference: 'Référence',
    date: 'Date',
    keep: 'Conservez cet e-mail : c’est votre reçu. Pour toute question, répondez-y en indiquant la référence.',
  },
  refund: {
    subject: 'Votre paiement pour le cours {{course}} va être remboursé',
    title: 'Votre paiement va être remboursé',
    received: 'Nous avons bien reçu votre paiement de {{amount}} pour « {{course}} » (référence {{reference}}), mais {{why}}.',
    receivedHtml: 'Nous avons bien reçu votre paiement de {{amount}} pour « {{course}} », mais {{why}}.',
    willRefund:
      'L’équipe Sewee va vous le rembourser. Vous n’avez rien à faire ; si vous avez une question, répondez à cet e-mail en indiquant la référence.',
    willRefundHtml:
      'L’équipe Sewee va vous le rembourser. Vous n’avez rien à faire ; si vous avez une question, répondez à cet e-mail en indiquant la référence :',
    why: {
      duplicate:
        'vous aviez déjà acheté ce cours avec un paiement précédent : vous êtes inscrit une seule fois et ce second paiement n’est pas nécessaire',
      account_rejected: 'votre compte n’a pas été accepté par l’équipe Sewee, et le paiement n’a donc pas pu vous inscrire',
      application_rejected: 'votre candidature à ce cours n’a pas été acceptée, et le paiement n’a donc pas pu vous inscrire',
    },
  },
  practiceReview: {
    passed: {
      subject: 'Réussi : {{piece}}',
      title: 'Votre exercice pratique est réussi',
      body: 'Votre formateur a examiné « {{piece}} » dans « {{course}} » : réussi.',
    },
    needs_work: {
      subject: 'À retravailler : {{piece}}',
      title: 'Votre exercice pratique est à retravailler',
      body: 'Votre formateur a examiné « {{piece}} » dans « {{course}} » : il est à retravailler. Lisez le commentaire, puis envoyez de nouvelles photos.',
    },
    comment: 'Le commentaire du formateur :',
    button: 'Ouvrir le cours',
  },
  decision: {
    adminMessage: 'Un message de l’équipe Sewee :',
    replyToAsk: 'Pour toute question, répondez à cet e-mail.',
    application: {
      approved: {
        subject: 'Vous êtes admis(e) au cours {{course}}',
        title: 'Votre candidature a été acceptée',
        body: 'Bonne nouvelle : votre candidature au cours « {{course}} » a été acceptée.',
        next: 'Prochaine étape : ouvrez le cours et appuyez sur Acheter pour vous inscrire.',
        button: 'Ouvrir le cours',
      },
      rejected: {
        subject: 'Votre candidature au cours {{course}}',
        title: 'Votre candidature n’a pas été acceptée',
        body: 'Votre candidature au cours « {{course}} » n’a pas été acceptée cette fois-ci.',
        next: 'Vous pouvez toujours parcourir le catalogue et postuler à d’autres cours.',
        button: 'Voir les cours',
      },
      waitlisted: {
        subject: 'Vous êtes sur la liste d’attente du cours {{course}}',
        title: 'Vous êtes sur la liste d’attente',
        body: 'Votre candidature au cours « {{course}} » a été acceptée, mais toutes les places financées de cette session sont prises : vous êtes sur la liste d’attente.',
        next: 'Si une place se libère, elle sera à vous à votre tour et nous vous écrirons aussitôt. Votre rang est indiqué sur la page du cours.',
        button: 'Ouvrir le cours',
      },
      promoted: {
        subject: 'Une place est à vous au cours {{course}}',
        title: 'Une place est à vous',
        body: 'Bonne nouvelle : une place s’est libérée au cours « {{course}} » et elle est maintenant à vous.',
        next: 'Inscrivez-vous avant le {{date}} pour la garder : ouvrez le cours et inscrivez-vous.',
        button: 'Ouvrir le cours',
      },
    },
    account: {
      approved: {
        subject: 'Votre compte Sewee est approuvé',
        title: 'Votre compte est approuvé',
        body: 'L’équipe Sewee a approuvé votre compte.',
        next: 'Prochaine étape : choisissez un cours, postulez, puis, une fois admis(e), appuyez sur Acheter pour vous inscrire.',
        button: 'Voir les cours',
      },
      rejected: {
        subject: 'Votre compte Sewee n’a pas été approuvé',
        title: 'Votre compte n’a pas été approuvé',
        body: 'L’équipe Sewee n’a pas approuvé votre compte : vous ne pouvez donc ni postuler à des cours ni en acheter.',
        next: 'Si vous pensez qu’il s’agit d’une erreur, répondez à cet e-mail.',
        button: 'Aller sur Sewee',
      },
    },
  },
  signupNotice: {
    subject: 'Quelqu’un a essayé de s’inscrire sur Sewee avec votre e-mail',
    title: 'Vous avez déjà un compte',
    tried: 'Quelqu’un vient d’essayer de créer un compte Sewee avec cette adresse e-mail, qui a déjà un compte.',
    ifYou: 'Si c’était vous, connectez-vous : {{link}}',
    forgot: 'Mot de passe oublié ? Réinitialisez-le : {{link}}',
    signIn: 'Se connecter',
    forgotHtml: 'Mot de passe oublié ? {{link}}.',
    resetIt: 'Réinitialisez-le',
    notYou: 'Si ce n’était pas vous, ignorez cet e-mail : rien n’a changé.',
  },
} satisfies Translation<typeof mailTexts>;
