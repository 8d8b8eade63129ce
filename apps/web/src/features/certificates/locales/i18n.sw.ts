import type { Translation } from '@sewee/shared/locales';
import type { certificates } from '../i18n';

export default {
  mine: {
    title: 'Cheti chako',
    loading: 'Inapakia cheti chako…',
    loadError: 'Cheti chako hakikuweza kupakiwa. Angalia muunganisho wako kisha ujaribu tena.',
    retry: 'Jaribu tena',
    notYet: 'Bado',
    backToCourse: 'Rudi kwenye kozi',
    myCourses: 'Kozi Zangu',
    download: 'Pakua PDF',
    openPublic: 'Fungua ukurasa wa umma',
    share: 'Mtu yeyote anaweza kuthibitisha cheti hiki kwa kuchanganua msimbo wa QR au kuandika msimbo kwenye anwani iliyo hapa chini.',
  },
  verify: {
    title: 'Cheti cha kuhitimu',
    loading: 'Inathibitisha cheti…',
    loadError: 'Cheti hakikuweza kuthibitishwa. Angalia muunganisho wako kisha ujaribu tena.',
    retry: 'Jaribu tena',
    valid: 'Cheti halali',
    validText: 'Sewee inathibitisha kwamba cheti hiki ni halisi.',
    revoked: 'Cheti hiki kimebatilishwa',
    revokedText: 'Sewee ilibatilisha cheti hiki tarehe {{date}}. Si halali tena.',
    notFound: 'Hakuna cheti chenye msimbo huu',
    notFoundText: 'Angalia msimbo ulio kwenye cheti kisha uuandike tena. Misimbo hutumia herufi A hadi Z na tarakimu 2 hadi 9.',
    checkAnother: 'Thibitisha msimbo mwingine',
    codeLabel: 'Msimbo wa cheti',
    check: 'Thibitisha',
  },
  details: {
    certifies: 'Hiki ni kuthibitisha kwamba',
    completed: 'amehitimu kozi',
    instructor: 'Mkufunzi',
    completedOn: 'Alihitimu tarehe',
    code: 'Msimbo wa cheti',
    qr: 'Msimbo wa QR wa anwani ya uthibitisho {{url}}',
  },
} satisfies Translation<typeof certificates>;
