import type { Translation } from '@sewee/shared';
import type { sandboxTexts } from './en';

export default {
  title: 'PAIEMENT DE TEST — paiement fictif Sewee',
  banner: 'PAIEMENT DE TEST — aucun argent réel',
  heading: 'Paiement fictif Sewee',
  pay: 'Payer {{amount}}',
  payLater: 'Payer plus tard (réglé dans {{seconds}} s)',
  cancel: 'Annuler',
  currency: 'Montant prélevé en {{currency}}.',
  done: 'Ce paiement de test a déjà été effectué ou annulé.',
  returnToSewee: 'Revenir sur Sewee',
  note: 'Cette page remplace un prestataire de paiement par carte tant que Sewee fonctionne en mode test. Rien n’est prélevé.',
  notFoundTitle: 'Paiement introuvable',
  notFound: 'Ce paiement de test n’existe pas ou n’est plus disponible.',
  back: 'Retour à Sewee',
} satisfies Translation<typeof sandboxTexts>;
