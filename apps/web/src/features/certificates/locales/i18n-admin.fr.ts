import type { Translation } from '@sewee/shared/locales';
import type { certificatesAdmin } from '../i18n-admin';

export default {
  admin: {
    title: 'Certificats délivrés',
    intro:
      'Les élèves reçoivent un certificat lorsqu’ils terminent ce cours. Révoquez un certificat délivré par erreur : sa page publique indiquera alors qu’il n’est plus valide.',
    empty: 'Aucun certificat n’a encore été délivré pour ce cours.',
    fetchError: 'Les certificats n’ont pas pu être chargés.',
    student: 'Élève',
    code: 'Code',
    completedOn: 'Terminé le',
    status: 'Statut',
    actions: 'Actions',
    valid: 'Valide',
    revokedOn: 'Révoqué le {{date}}',
    revoke: 'Révoquer',
    revokeFor: 'Révoquer : le certificat de {{name}}',
    revokeTitle: 'Révoquer le certificat de {{name}} ?',
    revokeText: 'Toute personne qui vérifie le code {{code}} verra qu’il a été révoqué. Cette action est définitive.',
    reason: 'Motif',
    confirm: 'Révoquer le certificat',
    cancel: 'Annuler',
    revoked: 'Certificat révoqué.',
    revokeError: 'Le certificat n’a pas pu être révoqué. Veuillez réessayer.',
  },
} satisfies Translation<typeof certificatesAdmin>;
