import { useEffect, useId, useRef } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { Globe } from 'lucide-react';
import type { User } from '@sewee/shared';
import { LOCALE_NAMES, LOCALES, SITE_TITLE, isLocale, type Locale } from '@sewee/shared/locales';
import { authQueryKey, useAuth } from '../lib/auth/check-auth';
import { cn } from '../lib/cn';
import { currentLocale, i18n, setLocale, useTranslation } from '../lib/i18n';
import '../lib/i18n-language';
import { notify } from '../lib/toast';
import { updateLanguage } from '../lib/update-language';

/**
 * Changes the interface's language: at once on this device (kept in a cookie the server reads for
 * the next page), and on the account when someone is signed in (its messages and e-mails follow).
 */
export function useChooseLanguage() {
  const qc = useQueryClient();
  const { user } = useAuth();
  const { t } = useTranslation('language');
  return async (locale: Locale) => {
    const before = currentLocale();
    await setLocale(locale);
    if (!user) return;
    try {
      await updateLanguage(locale);
      qc.setQueryData<User | null>(authQueryKey, (u) => (u ? { ...u, language: locale } : u));
    } catch {
      // The account's language decides the next page (the server reads it first): keeping the new
      // one on this device alone would last only until then, so the choice is undone and said so.
      await setLocale(before);
      notify.error(t('saveFailed'));
    }
  };
}

/**
 * The account's language wins once someone signs in (or their session arrives): the interface
 * switches to it and this device remembers it.
 */
export function useAccountLanguage() {
  const { user } = useAuth();
  // The tab's title follows the language (the server wrote the reader's into the page; the offline
  // copy of the app has the English one).
  useEffect(() => {
    const apply = () => {
      document.title = SITE_TITLE[currentLocale()];
    };
    apply();
    i18n.on('languageChanged', apply);
    return () => i18n.off('languageChanged', apply);
  }, []);
  const own = user?.language;
  const applied = useRef<string | null>(null);
  useEffect(() => {
    if (!isLocale(own) || applied.current === own) return;
    applied.current = own;
    if (own !== currentLocale()) void setLocale(own);
  }, [own]);
}

/**
 * The language switcher (docs/decisions/023-languages.md): a native select labelled "Language", each
 * language written in itself. `tone` suits the dark top bar or a light page; `compact` hides the
 * label's text (a globe stands for it; screen readers still hear it).
 */
export function LanguageSwitcher({
  tone = 'light',
  compact = false,
  className,
}: {
  tone?: 'dark' | 'light';
  compact?: boolean;
  className?: string;
}) {
  const { t, i18n } = useTranslation('language');
  const choose = useChooseLanguage();
  const id = useId();
  const value = isLocale(i18n.language) ? i18n.language : currentLocale();
  return (
    <div className={cn('flex items-center gap-1.5', className)}>
      <label htmlFor={id} className={cn('flex items-center gap-1.5 text-sm font-medium', tone === 'dark' ? 'text-white/90' : 'text-ink')}>
        <Globe className="size-4 shrink-0" aria-hidden="true" />
        <span className={compact ? 'sr-only' : undefined}>{t('label')}</span>
      </label>
      <select
        id={id}
        value={value}
        onChange={(e) => {
          if (isLocale(e.target.value)) void choose(e.target.value);
        }}
        className={cn(
          'h-9 rounded-md border px-2 pe-7 text-sm',
          tone === 'dark' ? 'border-white/30 bg-brand-800 text-white' : 'border-stone-300 bg-white text-ink',
        )}
      >
        {LOCALES.map((l) => (
          <option key={l} value={l} lang={l}>
            {LOCALE_NAMES[l]}
          </option>
        ))}
      </select>
    </div>
  );
}
