import type { Translation } from '@sewee/shared/locales';
import type { users } from '../i18n';

export default {
  members: {
    title: 'Informations de tous les membres',
    name: 'Nom',
    email: 'E-mail',
    empty: 'Aucun utilisateur.',
    error: 'Impossible de récupérer les utilisateurs',
  },
  users: {
    title: 'Tous les utilisateurs inscrits',
    search: 'Rechercher des utilisateurs',
    searchPlaceholder: 'Rechercher par nom ou e-mail',
    decisions:
      'Refuser empêche la personne de postuler à des cours ou d’en acheter (elle peut toujours les parcourir) et retire ses pouvoirs à un administrateur ; Accepter lui rend tout cela. Un nouveau compte (En attente) peut déjà postuler : l’accepter le marque seulement comme vérifié. Chaque décision envoie un e-mail à la personne.',
    name: 'Nom',
    email: 'E-mail',
    phone: 'Téléphone',
    country: 'Pays',
    status: 'Statut',
    actions: 'Actions',
    na: 'N/D',
    approve: 'Accepter',
    reject: 'Refuser',
    approveUser: 'Accepter {{name}}',
    rejectUser: 'Refuser {{name}}',
    you: 'Votre propre compte',
    loading: 'Chargement…',
    empty: 'Aucun utilisateur trouvé.',
    fetchError: 'Impossible de récupérer les utilisateurs',
    updateError: 'Échec de la mise à jour du statut',
    unexpected: 'Une erreur est survenue',
    updated: 'Statut de l’utilisateur mis à jour',
    statuses: {
      pending: 'En attente',
      approved: 'Accepté',
      rejected: 'Refusé',
    },
    downloadCsv: 'Télécharger le CSV',
    bulk: {
      selected: 'Sélectionnés : {{count}}',
      clear: 'Effacer la sélection',
      approve: 'Approuver la sélection',
      reject: 'Refuser la sélection',
      selectPage: 'Sélectionner tous les utilisateurs de cette page',
      selectRow: 'Sélectionner {{name}}',
    },
    pagination: 'Pages',
    page: 'Page {{page}}',
  },
} satisfies Translation<typeof users>;
