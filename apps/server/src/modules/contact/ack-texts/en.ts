/**
 * The contact form's acknowledgement to the sender, in English. It holds no text the
 * sender wrote (not even their name), so the form cannot be used to mail someone else a message.
 */
export const contactAckTexts = {
  subject: 'We received your message',
  title: 'Thank you for writing to Sewee',
  body: 'We received your message and will answer at this address, usually within two working days.',
  notYou: 'If you did not write to us, ignore this e-mail.',
} as const;

export default contactAckTexts;
