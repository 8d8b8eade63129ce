import { registerNamespace } from '../../lib/i18n';
// The filter choices' and cards' level and language texts.
import '../../lib/options-i18n';

export const catalog = {
  allCourses: 'All Courses',
  studentHome: 'Student Profile',
  filters: {
    title: 'Filters',
    show: 'Show filters',
    hide: 'Hide filters',
    clear: 'Clear filters',
    chosen: '{{count}} chosen',
    showResults_one: 'Show {{count}} result',
    showResults_other: 'Show {{count}} results',
    groups: {
      category: 'Category',
      level: 'Level',
      primaryLanguage: 'Primary Language',
    },
  },
  sort: {
    button: 'Filter',
    legend: 'Sort by',
    options: {
      'price-lowtohigh': 'Price: Low to High',
      'price-hightolow': 'Price: High to Low',
      'title-atoz': 'Title: A to Z',
      'title-ztoa': 'Title: Z to A',
    },
  },
  results: '{{count}} Results',
  showing: 'Showing {{shown}} of {{count}}',
  showMore: 'Show more courses',
  loadingCourses: 'Loading courses…',
  empty: 'No Courses Found',
  searchFor: 'Results for',
  clearSearch: 'Clear search',
  loadError: 'Could not load courses. Check your connection and try again.',
  retry: 'Try again',
  card: {
    createdBy: 'Created By {{name}}',
    // Singular when the count is 1 or fewer, so 0 reads "0 Lecture": chosen in code, not by i18next
    // plurals. Plural forms by i18next's rules (Arabic has six); `_zero` keeps the specification's "1
    // or fewer".
    lectures_zero: '{{count}} Lecture - {{level}} Level',
    lectures_one: '{{count}} Lecture - {{level}} Level',
    lectures_other: '{{count}} Lectures - {{level}} Level',
    price: 'Price',
    opening: 'Opening course…',
  },
  home: {
    caption: 'Fashion Enthusiast',
    tabsLabel: 'Student profile sections',
    tabs: {
      dashboard: 'Dashboard',
      courses: 'Courses',
      settings: 'Settings',
    },
    categoriesTitle: 'Course Categories That we offer',
    greeting: "Let's continue learning, {{name}}, You can choose from any of the courses available based on the Categories.",
    settings: 'Settings',
    backToUploads: 'Back to Uploads',
    comingSoon: 'Coming soon',
    courseCount_one: '{{count}} course',
    courseCount_other: '{{count}} courses',
  },
  purchaseCheckError: 'Could not open the course. Check your connection and try again.',
};

registerNamespace('catalog', catalog, import.meta.glob('./locales/i18n.*.ts'));
