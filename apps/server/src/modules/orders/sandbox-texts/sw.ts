// English placeholder: the translator replaces this file with the sw translation (issue 13).
import type { Translation } from '@sewee/shared';
import type { sandboxTexts } from './en';

export default {
  title: 'TEST PAYMENT — Sewee sandbox checkout',
  banner: 'TEST PAYMENT — no real money',
  heading: 'Sewee sandbox checkout',
  pay: 'Pay {{amount}}',
  cancel: 'Cancel',
  done: 'This test payment has already been completed or cancelled.',
  returnToSewee: 'Return to Sewee',
  note: 'This page stands in for a card payment provider while Sewee runs with the sandbox. Nothing is charged.',
  notFoundTitle: 'Checkout not found',
  notFound: 'This test checkout does not exist or is no longer available.',
  back: 'Back to Sewee',
} satisfies Translation<typeof sandboxTexts>;
