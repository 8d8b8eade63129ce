import type { Translation } from '@sewee/shared/locales';
import type { contact } from '../contact';

export default {
  contact: {
    bannerTitle: 'Nous contacter',
    heading: 'Nous serions ravis de vous lire',
    intro: 'Des questions sur les cours, les bourses ou les partenariats ? Envoyez-nous un message : nous vous répondrons par e-mail.',
    formTitle: 'Envoyez-nous un message',
    name: 'Nom',
    email: 'E-mail',
    phone: 'Téléphone',
    company: 'Nom de l’entreprise',
    subject: 'Objet',
    message: 'Message',
    privacy:
      'En envoyant ce formulaire, vous acceptez notre Politique de confidentialité. Nous utilisons vos coordonnées uniquement pour vous répondre.',
    submit: 'Envoyer le message',
    success: 'Merci ! Votre message a bien été envoyé.',
    error: 'Erreur lors de l’envoi de votre message',
    detailsTitle: 'Nous joindre',
    location: 'Lagos, Nigeria',
    locationLabel: 'Adresse',
    emailLabel: 'E-mail',
    phoneNigeria: 'Téléphone (Nigeria)',
    phoneUsa: 'Téléphone (États-Unis)',
  },
} satisfies Translation<typeof contact>;
