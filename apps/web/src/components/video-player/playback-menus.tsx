import { Captions, Gauge } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { CaptionTrack } from '@sewee/shared';
import { PLAYBACK_SPEEDS } from '../../lib/video/playback-choices';
import './i18n';

// Native selects: the phone's own picker, the keyboard and screen readers all work as they should.
const pill =
  'relative inline-flex h-11 shrink-0 items-center gap-1 rounded-full px-2 text-sm font-semibold text-white hover:bg-white/20 focus-within:bg-white/20';
const select = 'h-11 cursor-pointer appearance-none bg-transparent pe-1 text-sm font-semibold text-white outline-none [&>option]:text-ink';

/** "0.75×" in the reader's digits and decimal mark. */
export function useSpeedLabel() {
  const { t, i18n } = useTranslation('player');
  const number = new Intl.NumberFormat(i18n.language, { maximumFractionDigits: 2 });
  return (speed: number) => t('speedValue', { speed: number.format(speed) });
}

/** Playback speed, 0.5× to 2×; the sound keeps its pitch. */
export function SpeedSelect({ speed, onChange }: { speed: number; onChange: (speed: number) => void }) {
  const { t } = useTranslation('player');
  const label = useSpeedLabel();
  return (
    <label className={pill} title={t('speed')}>
      <Gauge className="size-5" aria-hidden="true" />
      <span className="sr-only">{t('speed')}</span>
      {/* "0.75×" reads left to right in every language. */}
      <select dir="ltr" className={select} value={String(speed)} onChange={(e) => onChange(Number(e.target.value))}>
        {PLAYBACK_SPEEDS.map((s) => (
          <option key={s} value={String(s)}>
            {label(s)}
          </option>
        ))}
      </select>
    </label>
  );
}

/** Captions (CC): off, or one of the lecture's languages. */
export function CaptionsSelect({
  tracks,
  lang,
  onChange,
}: {
  tracks: CaptionTrack[];
  lang: string | null;
  onChange: (lang: string | null) => void;
}) {
  const { t } = useTranslation('player');
  const shown = tracks.some((c) => c.lang === lang) ? lang : null;
  return (
    <label className={pill} title={t('captions')}>
      <Captions className="size-5" aria-hidden="true" />
      <span className="sr-only">{t('captions')}</span>
      <select className={select} value={shown ?? ''} onChange={(e) => onChange(e.target.value || null)}>
        <option value="">{t('captionsOff')}</option>
        {tracks.map((c) => (
          <option key={c.lang} value={c.lang} lang={c.lang}>
            {c.label}
          </option>
        ))}
      </select>
    </label>
  );
}
