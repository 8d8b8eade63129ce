import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import type { LectureStream } from '@sewee/shared';
import { useTranslation } from 'react-i18next';
import { LIMITS } from '@sewee/shared/constants';
import { cn } from '../../lib/cn';
import { useCompatibleVideo, usePlayableStream } from '../../lib/video/codec-choice';
import { Spinner } from '../ui/spinner';
import { PlayerControls } from './player-controls';
import { PlainLinks } from './plain-links';
import { AUDIO, AUTO, effectiveQuality, playbackMode, sourceFor, type Quality } from './quality';
import { QualityMenu } from './quality-menu';
import { playerActionFor, type PlayerAction } from './player-keys';
import { useAutoHideControls } from './use-auto-hide-controls';
import { useFullscreen } from './use-fullscreen';
import { useMediaElement } from './use-media-element';
import { usePlaybackReporting, type VideoProgress } from './use-playback-reporting';
import { useStreamSource } from './use-stream-source';
import './i18n';

export type { VideoProgress } from './use-playback-reporting';

export interface VideoPlayerProps {
  /** The original upload: played as is while the lecture has no ladder (`stream` null). */
  url: string;
  /** The low-data ladder (issue 12): played through HLS with a quality menu. */
  stream?: LectureStream | null;
  /** The course image, shown while audio only plays. */
  poster?: string;
  /** Data saver: quality capped at 240p (or audio only). */
  dataSaver?: boolean;
  /** Offers the Data saver switch in the quality menu. */
  onDataSaverChange?: (on: boolean) => void;
  title?: string;
  /** Seconds to start at once the video's metadata is known (ignored if past the end). */
  initialTime?: number;
  onProgressUpdate?: (progress: VideoProgress) => void;
  /**
   * Called with the whole-second position to remember: at most every 5 s while playing, on
   * pause, and when the player goes away (unmount, page hidden or left). Best-effort: the
   * caller should send it with `fetch(..., { keepalive: true })`.
   */
  onPositionSave?: (seconds: number) => void;
  /**
   * 'metadata' (default) fetches the start of the file so the length shows at once; 'none' fetches
   * nothing until Play: for an optional preview, where most visitors on metered data never press it.
   */
  preload?: 'metadata' | 'none';
  className?: string;
}

/**
 * The course video player: play/pause, 5 s back/forward, mute, volume, seek, time, full screen;
 * controls fade 3 s after the pointer last moved while playing. Keyboard: see PLAYER_KEYS.
 */
export function VideoPlayer({
  url,
  stream,
  poster,
  dataSaver = false,
  onDataSaverChange,
  title,
  initialTime = 0,
  onProgressUpdate,
  onPositionSave,
  preload = 'metadata',
  className,
}: VideoPlayerProps) {
  const { t } = useTranslation('player');
  const containerRef = useRef<HTMLDivElement>(null);
  const { videoRef, state, actions, mediaProps } = useMediaElement(initialTime);
  const [menuOpen, setMenuOpen] = useState(false);
  const controls = useAutoHideControls({ playing: state.playing, failed: state.failed, pinned: menuOpen });
  const reporting = usePlaybackReporting({ videoRef, playing: state.playing, initialTime, onProgressUpdate, onPositionSave });
  const { fullscreen, toggleFullscreen } = useFullscreen(containerRef, videoRef);
  const [mode] = useState(playbackMode);
  const [chosen, setChosen] = useState<Quality>(AUTO);
  // AV1 rungs where this browser plays them smoothly (issue 25), unless the student chose H.264 here.
  const { compatible, setCompatible } = useCompatibleVideo();
  const offersAv1 = mode === 'mse' && !!stream?.hlsAv1;
  // A browser that said it plays AV1 but then fails on it falls back to H.264 for this page by itself.
  const [av1Failed, setAv1Failed] = useState(false);
  const { view, deciding } = usePlayableStream(stream, offersAv1 && !compatible && !av1Failed);
  const quality = effectiveQuality(chosen, dataSaver, view);
  // Nothing is loaded until the browser has said whether it plays AV1 (milliseconds).
  const source = deciding ? null : sourceFor(url, view, quality, dataSaver, mode);
  // The AV1 master, or an AV1/Opus rung played as a file (audio only).
  const playsAv1 =
    !!source &&
    (source.kind === 'hls'
      ? source.url === view?.hlsAv1
      : !!view?.renditions.some((r) => (r.codec === 'av1' || r.codec === 'opus') && r.url === source.url));
  // Playing when AV1 failed: the H.264 source plays on (a failed load leaves the element idle).
  const playOnAfterFallback = useRef(false);
  const fallBackToH264 = () => {
    playOnAfterFallback.current = state.playing;
    setAv1Failed(true);
  };
  useEffect(() => {
    if (!av1Failed || !playOnAfterFallback.current) return;
    playOnAfterFallback.current = false;
    void Promise.resolve(videoRef.current?.play()).catch(() => undefined);
  }, [av1Failed, videoRef]);
  const { reload } = useStreamSource({
    videoRef,
    source,
    stream: view,
    quality,
    dataSaver,
    preload,
    initialTime,
    resumeAt: actions.resumeAt,
    onFatal: () => (playsAv1 ? fallBackToH264() : actions.fail()),
  });

  const run: Record<PlayerAction, () => void> = {
    togglePlay: actions.togglePlay,
    back: () => actions.seekBy(-LIMITS.playerSeekSeconds),
    forward: () => actions.seekBy(LIMITS.playerSeekSeconds),
    toggleMute: actions.toggleMute,
    toggleFullscreen,
  };

  const onKeyDown = (e: KeyboardEvent<HTMLDivElement>) => {
    const action = playerActionFor(e, e.target);
    if (!action) return;
    run[action]();
    e.preventDefault();
    controls.reveal();
  };

  return (
    <div
      ref={containerRef}
      role="region"
      aria-label={title ? t('regionNamed', { title }) : t('region')}
      tabIndex={0}
      onKeyDown={onKeyDown}
      onMouseMove={controls.reveal}
      onTouchStart={controls.reveal}
      onFocus={controls.reveal}
      onPointerDown={controls.onPointerDown}
      className={cn('relative overflow-hidden bg-black text-white', !controls.shown && 'cursor-none', className)}
    >
      {mode === 'links' && view ? <PlainLinks stream={view} /> : null}
      <video
        ref={videoRef}
        preload={preload}
        playsInline
        className="size-full object-contain"
        onClick={() => {
          if (!controls.tapRevealsOnly()) actions.togglePlay();
        }}
        {...mediaProps}
        onError={() => (playsAv1 ? fallBackToH264() : mediaProps.onError())}
        onPlay={() => {
          mediaProps.onPlay();
          controls.reveal();
        }}
        onPause={(e) => {
          mediaProps.onPause();
          reporting.savePosition(e.currentTarget);
        }}
        onEnded={(e) => reporting.reportEnded(mediaProps.onEnded(e))}
      />

      {quality === AUDIO ? (
        <div className="pointer-events-none absolute inset-0 grid place-items-center bg-ink">
          {poster ? <img src={poster} alt="" className="absolute inset-0 size-full object-cover opacity-60" /> : null}
          <p className="relative m-4 rounded-lg bg-black/60 px-3 py-2 text-center text-sm">{t('audioOnly')}</p>
        </div>
      ) : null}

      {state.buffering && !state.failed ? (
        <div className="pointer-events-none absolute inset-0 grid place-items-center">
          <Spinner className="size-10 text-white" label={t('loading')} />
        </div>
      ) : null}

      {state.failed ? (
        <div role="alert" className="absolute inset-0 grid place-items-center bg-black/70 p-6 text-center">
          <div>
            <p>{t('error')}</p>
            <button
              type="button"
              className="mt-3 h-11 rounded-lg bg-white px-4 font-semibold text-ink"
              onClick={() => {
                actions.retry();
                reload();
              }}
            >
              {t('retry')}
            </button>
          </div>
        </div>
      ) : null}

      <PlayerControls state={state} actions={actions} shown={controls.shown} fullscreen={fullscreen} onToggleFullscreen={toggleFullscreen}>
        {view && source ? (
          <QualityMenu
            stream={view}
            quality={quality}
            onQualityChange={setChosen}
            dataSaver={dataSaver}
            onDataSaverChange={onDataSaverChange}
            // Offered where it changes something: AV1 plays here, or H.264 was forced (to undo it).
            compatible={offersAv1 && (compatible || view.renditions.some((r) => r.codec === 'av1')) ? compatible : undefined}
            onCompatibleChange={setCompatible}
            containerRef={containerRef}
            onOpenChange={setMenuOpen}
          />
        ) : null}
      </PlayerControls>
    </div>
  );
}
