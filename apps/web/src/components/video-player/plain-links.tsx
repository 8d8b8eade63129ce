import { Download } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { LectureStream } from '@sewee/shared';
import { audioRung, dataSaverRung, formatMegabytes } from '../../lib/video/data-cost';
import './i18n';

/**
 * For a browser with neither Media Source nor HLS (Opera Mini): plain links to the cheapest picture
 * rung (240p) and to the audio, with what each costs. Each is one ordinary MP4 file.
 */
export function PlainLinks({ stream }: { stream: LectureStream }) {
  const { t } = useTranslation('player');
  const video = dataSaverRung(stream.renditions);
  const audio = audioRung(stream.renditions);
  const link =
    'inline-flex min-h-11 items-center gap-2 rounded-lg bg-white px-4 py-2 font-semibold text-ink underline-offset-2 hover:underline';
  return (
    <div className="absolute inset-0 z-10 grid place-items-center overflow-y-auto bg-ink p-4 text-center">
      <div>
        <p className="text-sm">{t('links.title')}</p>
        <ul className="mt-3 flex flex-wrap justify-center gap-3">
          {video ? (
            <li>
              <a href={video.url} className={link}>
                <Download className="size-4" aria-hidden="true" />
                {t('links.rung', { name: video.name, size: formatMegabytes(video.bytes) })}
              </a>
            </li>
          ) : null}
          {audio ? (
            <li>
              <a href={audio.url} className={link}>
                <Download className="size-4" aria-hidden="true" />
                {t('links.audio', { size: formatMegabytes(audio.bytes) })}
              </a>
            </li>
          ) : null}
        </ul>
      </div>
    </div>
  );
}
