import { registerNamespace } from '../../../lib/i18n';

// The site pages' strings, one module per page so each page's chunk carries only its own (namespace 'site').
export const home = {
  home: {
    heroKicker: 'Free, scholarship-funded courses',
    heroTitle: 'Redefining Fashion Education Across Africa',
    heroText: 'Learn fashion design, sewing and craft from expert African instructors — on your phone, at your pace, for free.',
    getStarted: 'Get Started for Free',
    stats: '5,000 students a year · 54 African countries',
    whyTitle: 'Why choose us',
    why: {
      accessTitle: 'Accessible from anywhere',
      accessText: 'Short video lessons that work on any phone, wherever you are in Africa.',
      freeTitle: 'Free quality education',
      freeText: 'Scholarships cover your courses, so talent — not money — decides who learns.',
      cultureTitle: 'Culturally rich curriculum',
      cultureText: 'From adire and kente to modern ready-to-wear: design rooted in African heritage.',
      expertTitle: 'Expert-led programs',
      expertText: 'Learn from designers, tailors and makers who work in the industry every day.',
    },
    basicsTitle: 'Fashion Design Basics',
    basicsText: 'Start with the foundations every designer needs.',
    cardLabel: 'Fashion design',
    cards: {
      illustration: 'Introduction to Fashion Illustration II',
      textiles: 'Introduction to Fabric & Textile Science',
      pattern: 'Fundamentals of Pattern Making & Sewing',
      design: 'Introduction to Fashion Design',
    },
    exploreAll: 'Explore All Lessons',
    joinTitle: 'Join the Movement',
    joinText:
      'Sewee is building a generation of African designers and makers. Every student who learns a craft can start a business, employ others and tell Africa’s story through fashion.',
    learnTitle: "What You'll Learn",
    learn: {
      sketch: 'Sketching and fashion illustration',
      fabric: 'Choosing and working with fabrics',
      pattern: 'Pattern making, cutting and sewing',
      craft: 'Beading, crochet, tie and dye, bags and shoes',
      brand: 'Starting and growing a ready-to-wear brand',
      tech: 'Fashion technology for the modern studio',
    },
    ctaTitle: 'Enrol for free today',
    ctaText: 'Create your account, pick a course and start learning in minutes.',
    ctaButton: 'Enrol for Free',
  },
};

registerNamespace('site', home, import.meta.glob('./locales/home.*.ts'));
