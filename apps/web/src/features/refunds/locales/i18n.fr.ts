import type { Translation } from '@sewee/shared/locales';
import type { refunds } from '../i18n';

export default {
  refunds: {
    title: 'Paiements à rembourser',
    intro:
      'Paiements qui n’ont inscrit personne : l’étudiant avait déjà acheté le cours, ou a été refusé avant l’arrivée du paiement. Remboursez chacun auprès du prestataire de paiement grâce à sa référence, puis marquez-le ici. L’étudiant a été prévenu par e-mail.',
    student: 'Étudiant',
    course: 'Cours',
    amount: 'Montant',
    reference: 'Référence du paiement',
    reason: 'Motif',
    paidAt: 'Payé le',
    status: 'Statut',
    actions: 'Actions',
    reasons: {
      duplicate: 'Payé deux fois (déjà inscrit)',
      account_rejected: 'Compte refusé',
      application_rejected: 'Candidature refusée',
    },
    due: 'À rembourser',
    refundedOn: 'Remboursé le {{date}}',
    mark: 'Marquer comme remboursé',
    markFor: 'Marquer comme remboursé : le paiement de {{name}} pour {{course}}',
    loading: 'Chargement…',
    marked: 'Marqué comme remboursé.',
    markError: 'Impossible de marquer le paiement comme remboursé',
    empty: 'Aucun paiement à rembourser.',
    fetchError: 'Impossible de récupérer les paiements à rembourser',
  },
} satisfies Translation<typeof refunds>;
