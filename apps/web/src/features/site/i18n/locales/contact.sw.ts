import type { Translation } from '@sewee/shared/locales';
import type { contact } from '../contact';

export default {
  contact: {
    bannerTitle: 'Wasiliana nasi',
    heading: 'Tungependa kusikia kutoka kwako',
    intro: 'Una maswali kuhusu kozi, ufadhili wa masomo au ushirikiano? Tutumie ujumbe nasi tutakujibu kwa barua pepe.',
    formTitle: 'Tutumie ujumbe',
    name: 'Jina',
    email: 'Barua pepe',
    phone: 'Simu',
    company: 'Jina la kampuni',
    subject: 'Mada',
    message: 'Ujumbe',
    privacy: 'Kwa kutuma fomu hii unakubali Sera ya Faragha yetu. Tunatumia taarifa zako kukujibu tu.',
    submit: 'Tuma ujumbe',
    success: 'Asante! Ujumbe wako umetumwa.',
    error: 'Hitilafu wakati wa kutuma ujumbe wako',
    detailsTitle: 'Tupate',
    location: 'Lagos, Nigeria',
    locationLabel: 'Mahali',
    emailLabel: 'Barua pepe',
    phoneNigeria: 'Simu (Nigeria)',
    phoneUsa: 'Simu (Marekani)',
  },
} satisfies Translation<typeof contact>;
