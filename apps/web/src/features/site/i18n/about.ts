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
  // What Sewee does today, plainly; nothing promised that does not exist yet.
  faq: {
    title: 'Frequently asked questions',
    items: {
      data: {
        q: 'How much mobile data does a lesson use?',
        a: 'Each lesson shows what it will cost before you play it. Listening to a lesson as audio only uses about 0.4 MB a minute; the smallest video (240p) about 1.2 MB a minute; sharper video uses more.',
      },
      dataSaver: {
        q: 'How do I spend less data?',
        a: 'Turn on Data saver in the Settings tab of your student home. Lessons then never play above 240p, and the costs shown are for that quality. The player only loads about 30 seconds ahead, so stopping a lesson stops the download too.',
      },
      free: {
        q: 'Are the courses free?',
        a: 'Sewee is funded by scholarships so that courses can be free. A free course shows "Free" instead of a price: apply, and once an instructor approves you, enrol for free. Some courses have a price; if the price stops you, write to {{email}}.',
      },
      apply: {
        q: 'Why do I have to apply to a course?',
        a: 'Places are reviewed by the instructors. Open a course, press Apply, and the button shows "Application Pending" until an instructor approves you. New accounts are reviewed by an admin too.',
      },
      certificates: {
        q: 'Do I get a certificate?',
        a: 'Yes. When you finish every lecture of a course, Sewee issues your certificate of completion: a PDF with a short code and a QR code, so a tailor, a shop or a funder can check it on their phone.',
      },
      offline: {
        q: 'Can I watch lessons offline?',
        a: 'Not yet: saving lessons to your phone is coming. Until then, Data saver and audio only keep the cost of watching online low.',
      },
      help: {
        q: 'Who do I ask for help?',
        a: 'Write to {{email}} or send a message from the Contact Us page.',
      },
    },
  },
};

registerNamespace('site', about, import.meta.glob('./locales/about.*.ts'));
