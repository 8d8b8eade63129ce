/** The sandbox checkout page's texts (server rendered: modules/orders/sandbox-page.ts), in English. */
export const sandboxTexts = {
  title: 'TEST PAYMENT — Sewee sandbox checkout',
  banner: 'TEST PAYMENT — no real money',
  heading: 'Sewee sandbox checkout',
  pay: 'Pay {{amount}}',
  payLater: 'Pay later (settles in {{seconds}} s)',
  cancel: 'Cancel',
  currency: 'Charged in {{currency}}.',
  done: 'This test payment has already been completed or cancelled.',
  returnToSewee: 'Return to Sewee',
  note: 'This page stands in for a card payment provider while Sewee runs with the sandbox. Nothing is charged.',
  notFoundTitle: 'Checkout not found',
  notFound: 'This test checkout does not exist or is no longer available.',
  back: 'Back to Sewee',
} as const;

export default sandboxTexts;
