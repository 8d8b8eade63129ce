import type { Translation } from '@sewee/shared/locales';
import type { applicationsPanel } from '../applications-i18n';

export default {
  applications: {
    title: 'Maombi ya wanafunzi ya kujiunga na kozi',
    search: 'Tafuta maombi',
    searchPlaceholder: 'Tafuta kwa jina au barua pepe',
    name: 'Jina',
    email: 'Barua pepe',
    course: 'Kozi',
    status: 'Hali',
    actions: 'Vitendo',
    na: 'Hakuna',
    enroll: 'Andikisha',
    reject: 'Kataa',
    enrollWho: 'Andikisha {{name}}',
    rejectWho: 'Kataa {{name}}',
    loading: 'Inapakia…',
    empty: 'Bado hakuna maombi.',
    noMatch: 'Hakuna ombi linalolingana na utafutaji wako.',
    fetchError: 'Imeshindwa kupata maombi',
    updateError: 'Imeshindwa kubadilisha hali',
    unexpected: 'Kuna hitilafu imetokea',
    updated: 'Hali ya ombi imebadilishwa',
    statuses: { pending: 'Linasubiri', approved: 'Limekubaliwa', rejected: 'Limekataliwa' },
    pagination: 'Kurasa za maombi',
    page: 'Ukurasa {{page}}',
  },
} satisfies Translation<typeof applicationsPanel>;
