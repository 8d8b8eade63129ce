import type { Locale } from '@sewee/shared';
import { escapeHtml, mailLayout } from '../../platform/mail/templates';
import { contactAckMessages } from './ack-texts';

/** The acknowledgement a contact form's sender gets, in the language they wrote in; no text of theirs in it. */
export function contactAckMail(locale: Locale) {
  const t = (key: 'body' | 'notYou' | 'title' | 'subject') => contactAckMessages.text(locale, key);
  const text = `${t('body')}\n\n${t('notYou')}\n\nSewee`;
  const html = mailLayout(locale, t('title'), `<p>${escapeHtml(t('body'))}</p>\n<p>${escapeHtml(t('notYou'))}</p>`);
  return { subject: t('subject'), text, html };
}
