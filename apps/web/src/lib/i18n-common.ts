import categories from '@sewee/shared/messages/categories/en';

/** Strings shared by the shell and the UI primitives. */
export const common = {
  brand: 'Sewee',
  loading: 'Loading…',
  showPassword: 'Show password',
  hidePassword: 'Hide password',
  close: 'Close',
  /** A course priced 0, on cards, details and the instructor's table. */
  free: 'Free',
  /** Data sizes as carriers bill them (decimal); each language's own unit symbols (French: Mo, ko). */
  units: {
    megabytes: '{{size}} MB',
    kilobytes: '{{size}} KB',
  },
  nav: {
    main: 'Main',
    home: 'Home',
    courses: 'Courses',
    myCourses: 'My Courses',
    about: 'About',
    contact: 'Contact Us',
    menu: 'Menu',
    login: 'Login',
    signup: 'Sign Up',
    logout: 'Logout',
    loggingOut: 'Logging out…',
    skip: 'Skip to main content',
    homeLink: 'Sewee home',
  },
  social: {
    label: 'Sewee on social media',
    facebook: 'Sewee on Facebook',
    instagram: 'Sewee on Instagram',
    linkedin: 'Sewee on LinkedIn',
    youtube: 'Sewee on YouTube',
  },
  search: {
    label: 'Search courses',
    category: 'Category',
    all: 'All Categories',
    placeholder: 'Find courses...',
    query: 'Find courses',
    button: 'Search',
    open: 'Open search',
    close: 'Close search',
  },
  /** The course categories as people read them (@sewee/shared/messages/categories, which the server's search reads too): the header's search and the catalogue's filters and shortcuts. */
  categories: categories as Record<string, string>,
  /** The search box of a country list (sign-up, the admin's filter). */
  countrySearch: {
    label: 'Find a country',
    placeholder: 'Type to find a country',
    found: 'Countries found: {{count}}',
  },
  footer: {
    mission:
      'Sewee offers free, scholarship-funded fashion and craft education to students in all 54 African countries, with the aim of admitting 5,000 students every year.',
    company: 'Company',
    help: 'Help',
    aboutUs: 'About us',
    careers: 'Careers',
    contactUs: 'Contact Us',
    partner: 'Partner with us',
    blog: 'Blog',
    support: 'Support',
    community: 'Community',
    faq: 'FAQ',
    comingSoon: 'coming soon',
    getInTouch: 'Get in touch',
    location: 'Abuja, Nigeria',
    privacy: 'Privacy Policy',
    terms: 'Terms of Service',
    copyright: '© {{year}} Sewee. All rights reserved.',
  },
  errorBoundary: {
    title: 'Something went wrong',
    text: 'This page could not be shown. Check your connection and try again; nothing you saved is lost.',
    retry: 'Try again',
  },
  errors: {
    logout: 'Error logging out',
    formCheck: 'Could not check the form. Check your connection and try again.',
    needsScript: "This form needs JavaScript. Turn it on in your browser's settings to send it.",
    /** The admin pickers' course and intake lists (lib/instructor-courses.ts, lib/course-intakes.ts). */
    courses: 'Failed to fetch courses',
    intakes: 'Could not load the intakes',
  },
};
