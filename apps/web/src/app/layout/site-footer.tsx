import { Link } from 'react-router';
import { Mail, MapPin } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { SUPPORT } from '@sewee/shared/constants';
import { SocialLinks } from './social-links';
import { paths } from '../../config/paths';
import { useHydrated } from '../../lib/use-hydrated';

declare const __BUILD_YEAR__: number | undefined;
/** The year the web build was made (vite.config.ts `define`); the clock's where no build defined it (unit tests). */
const BUILD_YEAR = typeof __BUILD_YEAR__ === 'number' ? __BUILD_YEAR__ : new Date().getFullYear();

export function SiteFooter() {
  const { t } = useTranslation('common');
  // Prerendered HTML carries the build's year; reading the clock while hydrating would mismatch it
  // after New Year, so the phone's year comes only once the page has hydrated.
  const hydrated = useHydrated();
  const year = hydrated ? new Date().getFullYear() : BUILD_YEAR;
  // Links lead to real content; Careers, Blog and Community have none yet, so they are
  // listed as "coming soon" instead of links to unrelated pages.
  const company: FooterItem[] = [
    { to: paths.about(), label: t('footer.aboutUs') },
    { label: t('footer.careers') },
    { to: paths.contact(), label: t('footer.contactUs') },
    { to: paths.contact(), label: t('footer.partner') },
  ];
  const help: FooterItem[] = [
    { label: t('footer.blog') },
    { to: paths.contact(), label: t('footer.support') },
    { label: t('footer.community') },
    { to: `${paths.about()}#faq`, label: t('footer.faq') },
  ];
  return (
    <footer className="bg-brand-900 text-white/90">
      <div aria-hidden="true" className="bg-kente h-2" />
      <div className="mx-auto grid max-w-6xl gap-8 px-4 py-10 sm:grid-cols-2 lg:grid-cols-4">
        <div>
          <p className="font-display text-2xl font-bold text-white">{t('brand')}</p>
          <p className="mt-3 text-sm leading-relaxed">{t('footer.mission')}</p>
        </div>
        <FooterList title={t('footer.company')} links={company} />
        <FooterList title={t('footer.help')} links={help} />
        <div>
          <h2 className="font-sans text-sm font-semibold uppercase tracking-wide text-gold-400">{t('footer.getInTouch')}</h2>
          <p className="mt-3 flex items-center gap-2 text-sm">
            <MapPin className="size-4" aria-hidden="true" />
            {t('footer.location')}
          </p>
          <p className="mt-2 flex items-center gap-2 text-sm">
            <Mail className="size-4" aria-hidden="true" />
            <a href={`mailto:${SUPPORT.email}`} className="hover:underline">
              {SUPPORT.email}
            </a>
          </p>
          <SocialLinks className="mt-3 -ms-2" />
        </div>
      </div>
      <div className="border-t border-white/10">
        <div className="mx-auto flex max-w-6xl flex-col gap-2 px-4 py-4 text-xs sm:flex-row sm:items-center sm:justify-between">
          <p>{t('footer.copyright', { year })}</p>
          <p className="flex gap-4">
            <span>{t('footer.privacy')}</span>
            <span>{t('footer.terms')}</span>
          </p>
        </div>
      </div>
    </footer>
  );
}

interface FooterItem {
  label: string;
  /** Absent: no page yet, shown as "coming soon". */
  to?: string;
}

function FooterList({ title, links }: { title: string; links: FooterItem[] }) {
  const { t } = useTranslation('common');
  return (
    <div>
      <h2 className="font-sans text-sm font-semibold uppercase tracking-wide text-gold-400">{title}</h2>
      <ul className="mt-3 space-y-2 text-sm">
        {links.map((l) => (
          <li key={l.label}>
            {l.to ? (
              <Link to={l.to} className="hover:underline">
                {l.label}
              </Link>
            ) : (
              <span className="text-white/70">
                {l.label} <span className="text-xs text-white/70">({t('footer.comingSoon')})</span>
              </span>
            )}
          </li>
        ))}
      </ul>
    </div>
  );
}
