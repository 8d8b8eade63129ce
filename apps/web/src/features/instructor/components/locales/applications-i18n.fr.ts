import type { Translation } from '@sewee/shared/locales';
import type { applicationsPanel } from '../applications-i18n';

export default {
  applications: {
    title: 'Candidatures des étudiants aux cours',
    search: 'Rechercher des candidatures',
    searchPlaceholder: 'Rechercher par nom ou e-mail',
    name: 'Nom',
    email: 'E-mail',
    course: 'Cours',
    status: 'Statut',
    actions: 'Actions',
    na: 'N/D',
    enroll: 'Inscrire',
    reject: 'Refuser',
    enrollWho: 'Inscrire {{name}}',
    rejectWho: 'Refuser {{name}}',
    loading: 'Chargement…',
    empty: 'Aucune candidature pour l’instant.',
    noMatch: 'Aucune candidature ne correspond à votre recherche.',
    fetchError: 'Impossible de récupérer les candidatures',
    updateError: 'Échec de la mise à jour du statut',
    unexpected: 'Une erreur est survenue',
    updated: 'Statut de la candidature mis à jour',
    statuses: { pending: 'En attente', approved: 'Acceptée', rejected: 'Refusée' },
    pagination: 'Pages des candidatures',
    page: 'Page {{page}}',
  },
} satisfies Translation<typeof applicationsPanel>;
