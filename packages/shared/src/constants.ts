/** Option ids are part of the API: the catalogue query and course payloads use them. */
export interface Option<Id extends string = string> {
  id: Id;
  label: string;
}

export const CATEGORIES = [
  { id: 'beginner-to-advanced-fashion', label: 'Beginner to Advanced Fashion Course' },
  { id: 'professional-makeup', label: 'Professional Makeup' },
  { id: 'beading', label: 'Beading' },
  { id: 'male-fashion', label: 'Male Fashion' },
  { id: 'tie-and-dye-batik', label: 'Tie and Dye / Batik' },
  { id: 'bag-making', label: 'Bag Making' },
  { id: 'shoe-making', label: 'Shoe Making' },
  { id: 'crochet', label: 'Crochet' },
  { id: 'hair-fascinators-and-hats', label: 'Hair Fascinators and Hats' },
  { id: 'jewelries-and-accessories', label: 'Jewelries and Accessories' },
  { id: 'fashion-technology-and-illustration', label: 'Fashion Technology and Illustration' },
  { id: 'ready-to-wear-brand', label: 'Starting a Ready-to-Wear Brand' },
] as const satisfies readonly Option[];

export const LEVELS = [
  { id: 'beginner', label: 'Beginner' },
  { id: 'intermediate', label: 'Intermediate' },
  { id: 'advanced', label: 'Advanced' },
] as const satisfies readonly Option[];

export const LANGUAGES = [
  { id: 'english', label: 'English' },
  { id: 'spanish', label: 'Spanish' },
  { id: 'french', label: 'French' },
  { id: 'german', label: 'German' },
  { id: 'chinese', label: 'Chinese' },
  { id: 'japanese', label: 'Japanese' },
  { id: 'korean', label: 'Korean' },
  { id: 'portuguese', label: 'Portuguese' },
  { id: 'arabic', label: 'Arabic' },
  { id: 'russian', label: 'Russian' },
] as const satisfies readonly Option[];

export const SORT_OPTIONS = [
  { id: 'price-lowtohigh', label: 'Price: Low to High' },
  { id: 'price-hightolow', label: 'Price: High to Low' },
  { id: 'title-atoz', label: 'Title: A to Z' },
  { id: 'title-ztoa', label: 'Title: Z to A' },
] as const satisfies readonly Option[];

export type CategoryId = (typeof CATEGORIES)[number]['id'];
export type LevelId = (typeof LEVELS)[number]['id'];
export type LanguageId = (typeof LANGUAGES)[number]['id'];
export type SortId = (typeof SORT_OPTIONS)[number]['id'];

export const ids = <T extends readonly Option[]>(options: T) =>
  options.map((o) => o.id) as unknown as [T[number]['id'], ...T[number]['id'][]];

export const DEFAULT_SORT: SortId = 'price-lowtohigh';

/** Filter groups of the All Courses sidebar, in display order. */
export const FILTER_GROUPS = {
  category: CATEGORIES,
  level: LEVELS,
  primaryLanguage: LANGUAGES,
} as const;
export type FilterGroup = keyof typeof FILTER_GROUPS;

export const ROLES = ['user', 'admin'] as const;
export type Role = (typeof ROLES)[number];
export const USER_STATUSES = ['pending', 'approved', 'rejected'] as const;
export type UserStatus = (typeof USER_STATUSES)[number];
export const APPLICATION_STATUSES = ['pending', 'approved', 'rejected'] as const;
export type ApplicationStatus = (typeof APPLICATION_STATUSES)[number];

export const LIMITS = {
  verificationCodeLength: 6,
  passwordMin: 8,
  passwordMax: 128,
  nameMax: 100,
  emailMax: 254,
  phoneMax: 32,
  adminPageSize: 10,
  bulkUploadMaxFiles: 20,
  resetRedirectMs: 2000,
  toastMs: 4000,
  successToastMs: 2000,
  uploadBarLingerMs: 1000,
  playerControlsHideMs: 3000,
  playerSeekSeconds: 5,
  playerDefaultVolume: 0.5,
  playerProgressIntervalMs: 1000,
  confettiMs: 15000,
} as const;

/** Session-storage keys used by the catalogue and payments (names are from the specification). */
export const STORAGE_KEYS = {
  filters: 'filters',
  category: 'category',
  currentOrderId: 'currentOrderId',
  /** Which course the stored order is for, so /payment-failed can link back to it. */
  currentOrderCourseId: 'currentOrderCourseId',
} as const;

/** Placeholder support contacts shown in the site shell (the specification calls them placeholders). */
export const SUPPORT = {
  email: 'hello@sewee.africa',
  phoneNigeria: '+234 800 000 0000',
  phoneUsa: '+1 202 555 0100',
} as const;
