import type { Translation } from '@sewee/shared/locales';
import type { certificates } from '../i18n';

export default {
  mine: {
    title: 'Votre certificat',
    loading: 'Chargement de votre certificat…',
    loadError: "Votre certificat n'a pas pu être chargé. Vérifiez votre connexion et réessayez.",
    retry: 'Réessayer',
    notYet: 'Pas encore',
    backToCourse: 'Retour au cours',
    myCourses: 'Mes cours',
    download: 'Télécharger le PDF',
    openPublic: 'Ouvrir la page publique',
    share: "Tout le monde peut vérifier ce certificat en scannant le code QR ou en saisissant le code à l'adresse ci-dessous.",
  },
  verify: {
    title: 'Certificat de réussite',
    loading: 'Vérification du certificat…',
    loadError: "Le certificat n'a pas pu être vérifié. Vérifiez votre connexion et réessayez.",
    retry: 'Réessayer',
    valid: 'Certificat valide',
    validText: 'Sewee confirme que ce certificat est authentique.',
    revoked: 'Ce certificat a été révoqué',
    revokedText: "Sewee a retiré ce certificat le {{date}}. Il n'est plus valide.",
    notFound: 'Aucun certificat ne porte ce code',
    notFoundText:
      'Vérifiez le code inscrit sur le certificat et saisissez-le à nouveau. Les codes utilisent les lettres A à Z et les chiffres 2 à 9.',
    checkAnother: 'Vérifier un autre code',
    codeLabel: 'Code du certificat',
    check: 'Vérifier',
  },
  details: {
    certifies: 'Ce certificat atteste que',
    completed: 'a terminé le cours',
    instructor: 'Formateur',
    completedOn: 'Terminé le',
    code: 'Code du certificat',
    qr: "Code QR de l'adresse de vérification {{url}}",
  },
} satisfies Translation<typeof certificates>;
