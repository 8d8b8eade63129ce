/**
 * The option lists of the catalogue and course forms (their ids are part of the API). Kept apart from
 * constants.ts so the site shell, which needs only a few constants, does not carry them.
 */
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
