import { afterEach, describe, expect, it } from 'vitest';
import { i18n, i18nReady, initialLocale, registerNamespace, setLocale } from './i18n';

const doc = (html: string, cookie = '') => {
  const d = document.implementation.createHTMLDocument('');
  d.documentElement.innerHTML = html;
  const m = /<html lang="(\w+)"/.exec(html);
  if (m) d.documentElement.lang = m[1]!;
  Object.defineProperty(d, 'cookie', { value: cookie });
  return d;
};

afterEach(async () => {
  await setLocale('en', { remember: false });
  document.cookie = 'sewee-lang=; path=/; max-age=0';
});

describe('the first language', () => {
  it("follows the language the server wrote into the page (the account's, the device's, Accept-Language)", () => {
    const d = doc('<head><script type="application/json" id="sewee-auth">null</script></head>');
    d.documentElement.lang = 'ar';
    expect(initialLocale(d, { languages: ['fr-FR'] })).toBe('ar');
  });
  it('without a server page: the device cookie, then navigator.languages, then English', () => {
    expect(initialLocale(doc('', 'a=1; sewee-lang=pt'), { languages: ['fr-FR'] })).toBe('pt');
    expect(initialLocale(doc(''), { languages: ['de-DE', 'sw-KE', 'fr'] })).toBe('sw');
    expect(initialLocale(doc(''), { languages: ['de-DE'] })).toBe('en');
  });
});

describe('lazy translations', () => {
  it('loads only the chosen language of a namespace, and waits for it before switching', async () => {
    const asked: string[] = [];
    const files = Object.fromEntries(
      ['fr', 'ar'].map((l) => [
        `./locales/test.${l}.ts`,
        () => {
          asked.push(l);
          return Promise.resolve({
            default: {
              hello: `hello:${l}`,
              item_one: 'one',
              item_two: 'two',
              item_few: 'few',
              item_many: 'many',
              item_other: 'other',
              item_zero: 'zero',
            },
          });
        },
      ]),
    );
    registerNamespace('lazytest', { hello: 'Hello', item_one: '{{count}} item', item_other: '{{count}} items' }, files);
    expect(asked).toEqual([]); // English: nothing downloaded
    await setLocale('fr');
    expect(asked).toEqual(['fr']);
    expect(i18n.t('lazytest:hello')).toBe('hello:fr');
    expect(document.documentElement.lang).toBe('fr');
    expect(document.documentElement.dir).toBe('ltr');
    expect(document.cookie).toContain('sewee-lang=fr');
    await setLocale('ar');
    expect(document.documentElement.dir).toBe('rtl');
    // Arabic's six plural forms through Intl.PluralRules.
    expect([0, 1, 2, 3, 11, 100].map((count) => i18n.t('lazytest:item', { count }))).toEqual([
      'zero',
      'one',
      'two',
      'few',
      'many',
      'other',
    ]);
    await setLocale('en', { remember: false });
    expect(i18n.t('lazytest:item', { count: 2 })).toBe('2 items');
  });

  it('a namespace registered while another language is on loads it at once; i18nReady waits for it', async () => {
    await setLocale('sw');
    let resolve!: (v: { default: Record<string, string> }) => void;
    registerNamespace('latetest', { word: 'Word' }, { './locales/late.sw.ts': () => new Promise((r) => (resolve = r)) });
    let ready = false;
    const waiting = i18nReady().then(() => (ready = true));
    await Promise.resolve();
    expect(ready).toBe(false);
    resolve({ default: { word: 'Neno' } });
    await waiting;
    expect(i18n.t('latetest:word')).toBe('Neno');
  });

  it('loads two catalogues whose translation files have the same name in different folders', async () => {
    registerNamespace('sameA', { a: 'A' }, { './locales/i18n.pt.ts': () => Promise.resolve({ default: { a: 'A-pt' } }) });
    registerNamespace('sameB', { b: 'B' }, { './locales/i18n.pt.ts': () => Promise.resolve({ default: { b: 'B-pt' } }) });
    await setLocale('pt');
    expect([i18n.t('sameA:a'), i18n.t('sameB:b')]).toEqual(['A-pt', 'B-pt']);
  });
});

describe("a course card's level", () => {
  it("is the level's name in the reader's language, upper-case as the spec shows it in English", async () => {
    await import('../features/catalog/i18n');
    const { lectureLine } = await import('../features/catalog/components/course-card');
    const t = (lng: string) => i18n.getFixedT(lng, 'catalog') as unknown as (key: string, o: Record<string, unknown>) => string;
    expect(lectureLine(t('en'), 3, 'beginner')).toBe('3 Lectures - BEGINNER Level');
    await setLocale('fr', { remember: false });
    expect(lectureLine(t('fr'), 3, 'beginner')).toBe('3 leçons - Niveau DÉBUTANT');
  });
});
