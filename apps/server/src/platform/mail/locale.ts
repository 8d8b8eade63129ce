import { DEFAULT_LOCALE, isLocale, type Locale } from '@sewee/shared';

/** The language a mail is written in: its recipient account's, else the one recorded with the job (the request's that queued it). */
export function mailLocale(job: { language: string }, user?: { language?: string | null } | null): Locale {
  if (isLocale(user?.language)) return user.language;
  return isLocale(job.language) ? job.language : DEFAULT_LOCALE;
}
