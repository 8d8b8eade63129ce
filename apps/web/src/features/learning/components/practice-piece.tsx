import { Camera, ImagePlus, X } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useQueryClient } from '@tanstack/react-query';
import type { StudentPiece } from '@sewee/shared';
import { Button } from '../../../components/ui/button';
import { errorMessage } from '../../../lib/api-client';
import { formatDate } from '../../../lib/format';
import { notify } from '../../../lib/toast';
import { courseProgressKey } from '../api/get-course-progress';
import { getPractice, practiceKey } from '../api/get-practice';
import { sendPractice, type SendState } from '../api/send-practice';
import { chosenPhotos, keepChosenPhotos } from '../chosen-photos';
import { shrinkPhoto, UnreadablePhoto, type ShrunkPhoto } from '../../../lib/shrink-photo';
import { formatKilobytes } from '../../../lib/file-size';
import './practice-i18n';

interface Props {
  piece: StudentPiece;
  courseId: string;
  userId: string;
}

/** A piece's instructions, the student's rounds with verdicts and comments, and (when allowed) new photos to send. */
export function PracticePiece({ piece, courseId, userId }: Props) {
  const { t, i18n } = useTranslation('learning');
  const qc = useQueryClient();
  const [photos, setPhotos] = useState<ShrunkPhoto[]>(() => chosenPhotos(userId, piece._id));
  const [shrinking, setShrinking] = useState(false);
  const [state, setState] = useState<SendState | null>(null);
  const camera = useRef<HTMLInputElement>(null);
  const gallery = useRef<HTMLInputElement>(null);
  const abort = useRef<AbortController | null>(null);
  const kb = (bytes: number) => `\u2066${formatKilobytes(bytes, i18n.language)}\u2069`;

  useEffect(() => {
    keepChosenPhotos(userId, piece._id, photos);
  }, [userId, piece._id, photos]);

  const canSend = piece.status === 'not_sent' || piece.status === 'needs_work';

  async function add(files: FileList | null) {
    if (!files?.length) return;
    setShrinking(true);
    try {
      const room = piece.photos - photos.length;
      const next: ShrunkPhoto[] = [];
      for (const f of [...files].slice(0, Math.max(0, room))) {
        try {
          next.push(await shrinkPhoto(f));
        } catch (e) {
          if (e instanceof UnreadablePhoto) notify.error(t('practice.unreadable', { name: f.name }));
          else throw e;
        }
      }
      setPhotos((ps) => [...ps, ...next].slice(0, piece.photos));
    } finally {
      setShrinking(false);
    }
  }

  async function send() {
    abort.current = new AbortController();
    try {
      await sendPractice(courseId, piece._id, photos, {
        onState: setState,
        signal: abort.current.signal,
        alreadySent: async () => {
          const mine = await getPractice(courseId);
          const round = mine.find((p) => p._id === piece._id)?.rounds[0];
          return round?.status === 'waiting' ? round : undefined;
        },
      });
      keepChosenPhotos(userId, piece._id, []);
      setPhotos([]);
      notify.success(t('practice.sent'));
      await Promise.all([
        qc.invalidateQueries({ queryKey: practiceKey(courseId) }),
        qc.invalidateQueries({ queryKey: courseProgressKey(userId, courseId) }),
      ]);
    } catch (e) {
      if (!(e instanceof DOMException && e.name === 'AbortError')) notify.error(errorMessage(e, t('practice.sendError')));
    } finally {
      setState(null);
    }
  }
  useEffect(() => () => abort.current?.abort(), []);

  return (
    <div className="space-y-4 text-ink">
      <div>
        <h3 className="font-semibold text-brand-800">{t('practice.instructions')}</h3>
        <p className="bidi-plain mt-1 whitespace-pre-line text-stone-800">{piece.instructions}</p>
        <p className="mt-2 text-sm text-stone-700">{t('practice.photosNeeded', { count: piece.photos })}</p>
      </div>

      {piece.status === 'waiting' ? <p className="rounded-lg bg-sand-100 p-3 text-sm">{t('practice.waitingNote')}</p> : null}
      {piece.status === 'passed' ? <p className="rounded-lg bg-green-50 p-3 text-sm text-green-900">{t('practice.passedNote')}</p> : null}

      {canSend ? (
        <div>
          <input
            ref={camera}
            type="file"
            accept="image/*"
            capture="environment"
            hidden
            onChange={(e) => {
              void add(e.target.files);
              e.target.value = '';
            }}
          />
          <input
            ref={gallery}
            type="file"
            accept="image/*"
            multiple
            hidden
            data-testid="practice-gallery"
            onChange={(e) => {
              void add(e.target.files);
              e.target.value = '';
            }}
          />
          <div className="flex flex-wrap gap-2">
            <Button variant="secondary" onClick={() => camera.current?.click()} disabled={photos.length >= piece.photos || !!state}>
              <Camera className="size-5" aria-hidden="true" />
              {t('practice.takePhoto')}
            </Button>
            <Button variant="outline" onClick={() => gallery.current?.click()} disabled={photos.length >= piece.photos || !!state}>
              <ImagePlus className="size-5" aria-hidden="true" />
              {t('practice.gallery')}
            </Button>
          </div>
          {shrinking ? (
            <p role="status" className="mt-2 text-sm text-stone-700">
              {t('practice.shrinking')}
            </p>
          ) : null}
          {photos.length ? (
            <ul className="mt-3 grid grid-cols-2 gap-3">
              {photos.map((p, i) => (
                <li key={p.id} className="relative">
                  <img src={p.preview} alt={t('practice.photoAlt', { n: i + 1 })} className="aspect-[4/3] w-full rounded-lg object-cover" />
                  <p className="mt-1 text-sm font-semibold" data-testid="practice-photo-size">
                    {t('practice.size', { size: kb(p.blob.size) })}
                  </p>
                  <p className="text-xs text-stone-600">{t('practice.savedFrom', { size: kb(p.originalBytes) })}</p>
                  <button
                    type="button"
                    onClick={() => setPhotos((ps) => ps.filter((x) => x !== p))}
                    disabled={!!state}
                    aria-label={t('practice.remove', { n: i + 1 })}
                    className="absolute end-1 top-1 grid size-9 place-items-center rounded-full bg-black/60 text-white"
                  >
                    <X className="size-5" aria-hidden="true" />
                  </button>
                </li>
              ))}
            </ul>
          ) : null}
          <div className="mt-3">
            <Button
              onClick={() => void send()}
              disabled={photos.length !== piece.photos || !!state || shrinking}
              loading={state?.kind === 'sending'}
            >
              {t('practice.send')}
            </Button>
            <p role="status" className="mt-2 text-sm text-stone-700">
              {state?.kind === 'sending'
                ? t('practice.sending', { percent: state.percent })
                : state?.kind === 'retrying'
                  ? t('practice.retrying', { seconds: state.inSeconds })
                  : photos.length !== piece.photos
                    ? t('practice.needCount', { count: piece.photos })
                    : null}
            </p>
          </div>
        </div>
      ) : null}

      {piece.rounds.length ? (
        <div>
          <h3 className="font-semibold text-brand-800">{t('practice.rounds')}</h3>
          <ol className="mt-2 space-y-3">
            {piece.rounds.map((r) => (
              <li key={r._id} className="rounded-lg border border-stone-200 p-3">
                <p className="text-sm font-semibold">
                  {t('practice.round', { n: r.round, date: formatDate(r.createdAt) })} · {t(`practice.status.${r.status}`)}
                </p>
                {r.comment ? (
                  <div className="mt-1">
                    <p className="text-xs font-semibold text-stone-600">{t('practice.comment')}</p>
                    <p className="bidi-plain text-sm whitespace-pre-line">{r.comment}</p>
                  </div>
                ) : null}
                <ul className="mt-2 grid grid-cols-3 gap-2">
                  {r.photos.map((p, i) => (
                    <li key={p._id}>
                      <img
                        src={p.url}
                        alt={t('practice.yourPhoto', { n: i + 1, round: r.round })}
                        width={p.width}
                        height={p.height}
                        loading="lazy"
                        className="aspect-square w-full rounded object-cover"
                      />
                    </li>
                  ))}
                </ul>
              </li>
            ))}
          </ol>
        </div>
      ) : null}
    </div>
  );
}
