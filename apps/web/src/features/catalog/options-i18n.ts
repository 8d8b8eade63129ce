import { registerNamespace } from '../../lib/i18n';

/**
 * The catalogue's levels and course languages as people read them: the shared options' English
 * labels (@sewee/shared/options), translatable. Categories are in the common namespace
 * (`categories`), since the header's search shows them on every page; `optionText` picks the right
 * one. A test checks every shared option has its text.
 */
export const catalogOptions = {
  options: {
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
  },
};

registerNamespace('catalog', catalogOptions, import.meta.glob('./locales/options-i18n.*.ts'));

type T = (key: string, options: { defaultValue: string }) => string;

/** The text of a filter choice: a category from `common:categories`, a level or language from `options`. */
export const optionText = (t: T, group: 'category' | 'level' | 'primaryLanguage', option: { id: string; label: string }) =>
  t(group === 'category' ? `common:categories.${option.id}` : `options.${option.id}`, { defaultValue: option.label });
