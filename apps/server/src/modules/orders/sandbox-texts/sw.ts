import type { Translation } from '@sewee/shared';
import type { sandboxTexts } from './en';

export default {
  title: 'MALIPO YA MAJARIBIO — malipo ya majaribio ya Sewee',
  banner: 'MALIPO YA MAJARIBIO — hakuna pesa halisi',
  heading: 'Malipo ya majaribio ya Sewee',
  pay: 'Lipa {{amount}}',
  payLater: 'Lipa baadaye (itakamilika baada ya sekunde {{seconds}})',
  cancel: 'Ghairi',
  currency: 'Inatozwa kwa {{currency}}.',
  done: 'Malipo haya ya majaribio yameshakamilika au kughairiwa.',
  returnToSewee: 'Rudi kwenye Sewee',
  note: 'Ukurasa huu unachukua nafasi ya mtoa huduma ya malipo kwa kadi wakati Sewee inaendeshwa kwa majaribio. Hakuna pesa inayotozwa.',
  notFoundTitle: 'Malipo hayakupatikana',
  notFound: 'Malipo haya ya majaribio hayapo au hayapatikani tena.',
  back: 'Rudi kwenye Sewee',
} satisfies Translation<typeof sandboxTexts>;
