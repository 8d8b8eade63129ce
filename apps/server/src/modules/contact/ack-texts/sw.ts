import type { Translation } from '@sewee/shared';
import type { contactAckTexts } from './en';

export default {
  subject: 'Tumepokea ujumbe wako',
  title: 'Asante kwa kuiandikia Sewee',
  body: 'Tumepokea ujumbe wako na tutakujibu kupitia anwani hii, kwa kawaida ndani ya siku mbili za kazi.',
  notYou: 'Ikiwa hukutuandikia, puuza barua pepe hii.',
} satisfies Translation<typeof contactAckTexts>;
