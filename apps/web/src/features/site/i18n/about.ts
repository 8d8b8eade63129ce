import { registerNamespace } from '../../../lib/i18n';

// The site pages' strings, one module per page so each page's chunk carries only its own (namespace 'site').
export const about = {
  about: {
    bannerTitle: 'About Sewee',
    bannerText: 'Fashion education for every African student, wherever they are.',
    introTitle: 'About Us',
    introText:
      'Sewee is an online school for fashion and craft. We offer free, scholarship-funded courses and aim to admit 5,000 students every year from all 54 African countries. Our instructors teach practical skills — from pattern making to running a brand — in short video lessons made for phones.',
    valuesTitle: 'Our core values',
    values: {
      accessibility: 'Accessibility',
      accessibilityText: 'Learning that reaches every student, on any device and any connection.',
      excellence: 'Excellence',
      excellenceText: 'High standards in every lesson, every stitch and every design.',
      innovation: 'Innovation',
      innovationText: 'New tools and ideas that move African fashion forward.',
      community: 'Community',
      communityText: 'Students, instructors and partners growing together.',
      sustainability: 'Sustainability',
      sustainabilityText: 'Fashion that respects people, materials and the planet.',
    },
    dareTitle: 'Dare to Dream',
    dareText: 'Every great label started with one person and one idea. We help you turn yours into skills, a portfolio and a business.',
    partner: 'Partner with us',
  },
};

registerNamespace('site', about, import.meta.glob('./locales/about.*.ts'));
