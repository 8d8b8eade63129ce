import type { Translation } from '@sewee/shared/locales';
import type { learning } from '../i18n';

export default {
  myCourses: 'Kozi zangu',
  progress: 'Maendeleo ya kozi',
  courseProgress: {
    back: 'Rudi kwenye Kozi zangu',
    showPanel: 'Onyesha maudhui ya kozi',
    hidePanel: 'Ficha maudhui ya kozi',
    panelLabel: 'Maudhui na muhtasari wa kozi',
    contentTab: 'Maudhui ya kozi',
    overviewTab: 'Muhtasari',
    about: 'Kuhusu kozi hii',
    viewed: 'Limetazamwa',
    notViewed: 'Halijatazamwa',
    nowPlaying: 'Linacheza sasa',
    noLectures: 'Kozi hii bado haina masomo.',
    loading: 'Inapakia kozi yako…',
    loadError: 'Imeshindwa kupakia kozi yako. Angalia muunganisho wako kisha ujaribu tena.',
    retry: 'Jaribu tena',
    notPurchasedTitle: 'Huwezi kuona ukurasa huu',
    notPurchasedText: 'Tafadhali nunua kozi hii ili uipate',
    viewDetails: 'Angalia taarifa za kozi',
    completedTitle: 'Hongera!',
    completedText: 'Umemaliza kozi',
    myCoursesPage: 'Kozi zangu',
    rewatch: 'Tazama kozi tena',
    getCertificate: 'Pata cheti chako',
    markError: 'Maendeleo yako hayakuweza kuhifadhiwa. Angalia muunganisho wako; somo litawekwa alama litakapoisha tena.',
    resetError: 'Imeshindwa kuanza kozi upya. Tafadhali jaribu tena.',
  },
} satisfies Translation<typeof learning>;
