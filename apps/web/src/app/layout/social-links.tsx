import { useTranslation } from 'react-i18next';

// Simple inline glyphs: lucide dropped brand icons, and an icon font would be a download.
const ICONS = {
  facebook: 'M14 8h3V4h-3c-2.8 0-4 1.7-4 4.3V10H7v4h3v8h4v-8h3l1-4h-4V8.6c0-.4.3-.6.6-.6z',
  instagram:
    'M7 3h10a4 4 0 0 1 4 4v10a4 4 0 0 1-4 4H7a4 4 0 0 1-4-4V7a4 4 0 0 1 4-4zm5 5a4 4 0 1 0 0 8 4 4 0 0 0 0-8zm5.5-2a1 1 0 1 0 0 2 1 1 0 0 0 0-2z',
  linkedin:
    'M4 9h4v12H4zM6 3a2 2 0 1 1 0 4 2 2 0 0 1 0-4zm5 6h3.8v1.7C15.5 9.5 17 8.8 18.7 8.8 21.3 8.8 22 10.6 22 13.3V21h-4v-7c0-1.3-.3-2.3-1.6-2.3-1.4 0-2.4.9-2.4 2.5V21h-4z',
  youtube:
    'M21.6 7.2a2.5 2.5 0 0 0-1.8-1.8C18.2 5 12 5 12 5s-6.2 0-7.8.4A2.5 2.5 0 0 0 2.4 7.2 26 26 0 0 0 2 12a26 26 0 0 0 .4 4.8 2.5 2.5 0 0 0 1.8 1.8C5.8 19 12 19 12 19s6.2 0 7.8-.4a2.5 2.5 0 0 0 1.8-1.8A26 26 0 0 0 22 12a26 26 0 0 0-.4-4.8zM10 15V9l5.2 3z',
} as const;

type Network = keyof typeof ICONS;
const NETWORKS: Network[] = ['facebook', 'instagram', 'linkedin', 'youtube'];

/** Placeholder social links: the school has no social accounts yet, so each is a link that goes nowhere yet. */
export function SocialLinks({ className = '' }: { className?: string }) {
  const { t } = useTranslation('common');
  return (
    <ul aria-label={t('social.label')} className={`flex items-center gap-1 ${className}`}>
      {NETWORKS.map((n) => (
        <li key={n}>
          <a
            href="#"
            onClick={(e) => e.preventDefault()}
            aria-label={t(`social.${n}`)}
            className="grid size-9 place-items-center rounded-full hover:bg-white/15"
          >
            <svg viewBox="0 0 24 24" className="size-4" fill="currentColor" aria-hidden="true">
              <path d={ICONS[n]} />
            </svg>
          </a>
        </li>
      ))}
    </ul>
  );
}
