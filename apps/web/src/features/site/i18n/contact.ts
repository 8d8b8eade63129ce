import { registerNamespace } from '../../../lib/i18n';

// The site pages' strings, one module per page so each page's chunk carries only its own (namespace 'site').
export const contact = {
  contact: {
    bannerTitle: 'Contact Us',
    heading: "We'd love to hear from you",
    intro: 'Questions about courses, scholarships or partnerships? Send us a message and we will reply by e-mail.',
    formTitle: 'Send us a message',
    name: 'Name',
    email: 'Email',
    phone: 'Phone',
    company: 'Company Name',
    subject: 'Subject',
    message: 'Message',
    privacy: 'By submitting this form you agree to our Privacy Policy. We only use your details to reply to you.',
    submit: 'Submit Message',
    success: 'Thank you! Your message has been sent.',
    error: 'Error sending your message',
    detailsTitle: 'Reach us',
    location: 'Lagos, Nigeria',
    locationLabel: 'Location',
    emailLabel: 'Email',
    phoneNigeria: 'Phone (Nigeria)',
    phoneUsa: 'Phone (USA)',
  },
};

registerNamespace('site', contact, import.meta.glob('./locales/contact.*.ts'));
