import { registerNamespace } from './i18n';

/**
 * The catalogue's levels and course languages as people read them: the shared options' English
 * labels (@sewee/shared/options), translatable, in their own namespace so every feature that names a
 * course's level or teaching language (the catalogue's filters and cards, the course's details, the
 * course editor's selects) names it in the reader's language. Categories are in the common namespace
 * (`categories`), since the header's search shows them on every page; `optionText` picks the right
 * one. A test checks every shared option has its text.
 */
export const optionTexts = {
  beginner: 'Beginner',
  intermediate: 'Intermediate',
  advanced: 'Advanced',
  english: 'English',
  spanish: 'Spanish',
  french: 'French',
  german: 'German',
  chinese: 'Chinese',
  japanese: 'Japanese',
  korean: 'Korean',
  portuguese: 'Portuguese',
  arabic: 'Arabic',
  russian: 'Russian',
};

registerNamespace('options', optionTexts, import.meta.glob('./locales/options-i18n.*.ts'));

type T = (key: string, options: { defaultValue: string }) => string;

/** The text of a shared option in the reader's language: a category from `common:categories`, a level or language from `options`. */
export const optionText = (t: T, group: 'category' | 'level' | 'primaryLanguage', option: { id: string; label: string }) =>
  t(group === 'category' ? `common:categories.${option.id}` : `options:${option.id}`, { defaultValue: option.label });
