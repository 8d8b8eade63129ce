import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';

/** The Sewee wordmark with a small inline needle-and-thread mark (no image request). */
export function Logo({ className = '' }: { className?: string }) {
  const { t } = useTranslation('common');
  return (
    <Link to="/" aria-label={t('nav.homeLink')} className={`inline-flex items-center gap-2 rounded-lg ${className}`}>
      <svg viewBox="0 0 32 32" className="size-8 shrink-0" aria-hidden="true">
        <rect width="32" height="32" rx="9" fill="var(--color-brand-700)" />
        <path d="M9 23 L23 9" stroke="var(--color-gold-400)" strokeWidth="2.4" strokeLinecap="round" />
        <circle cx="21.5" cy="10.5" r="1.6" fill="none" stroke="white" strokeWidth="1.2" />
        <path d="M9 23 C 6 17, 14 15, 12 11 S 18 6, 24 12" fill="none" stroke="white" strokeWidth="1.2" strokeDasharray="2 2" />
      </svg>
      <span className="font-display text-2xl font-bold tracking-tight text-brand-800">{t('brand')}</span>
    </Link>
  );
}
