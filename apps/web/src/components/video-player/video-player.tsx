import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import type { CaptionTrack, LectureStream } from '@sewee/shared';
import { useTranslation } from 'react-i18next';
import { LIMITS } from '@sewee/shared/constants';
import { cn } from '../../lib/cn';
import { useCompatibleVideo, usePlayableStream } from '../../lib/video/codec-choice';
import { stepSpeed, useCaptionsChoice, usePlaybackSpeed } from '../../lib/video/playback-choices';
import { Spinner } from '../ui/spinner';
import { PlayerControls } from './player-controls';
import { CaptionsSelect, SpeedSelect } from './playback-menus';
import { PlainLinks } from './plain-links';
import { AUDIO, AUTO, effectiveQuality, playbackMode, sourceFor, type Quality } from './quality';
import { QualityMenu } from './quality-menu';
import { playerActionFor, type PlayerAction } from './player-keys';
import { useAutoHideControls } from './use-auto-hide-controls';
import { useCaptions } from './use-captions';
import { useFullscreen } from './use-fullscreen';
import { useMediaElement } from './use-media-element';
import { usePlaybackReporting, type VideoProgress } from './use-playback-reporting';
import { useStreamSource } from './use-stream-source';
import './i18n';

export type { VideoProgress } from './use-playback-reporting';

const NO_CAPTIONS: readonly CaptionTrack[] = [];

export interface VideoPlayerProps {
  /** The original upload: played as is while the lecture has no ladder (`stream` null). */
  url: string;
  /** The low-data ladder (docs/learning.md "Low-data video"): played through HLS with a quality menu. */
  stream?: LectureStream | null;
  /** The lecture's caption tracks: a CC choice in the controls. */
  captions?: readonly CaptionTrack[];
  /**
   * Plays from `seconds` (the transcript's lines): each new object is one jump. Before the video
   * has loaded it becomes where playback starts.
   */
  seekRequest?: { seconds: number };
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
  captions = NO_CAPTIONS,
  seekRequest,
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
  // AV1 rungs where this browser plays them smoothly
  // (docs/decisions/021-av1-rungs-beside-the-ladder.md), unless the student chose H.264 here.
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

  // Speed and captions follow the student from lecture to lecture on this device.
  const { speed, setSpeed } = usePlaybackSpeed();
  const { lang: captionsLang, setLang: setCaptionsLang } = useCaptionsChoice();
  const captionText = useCaptions(videoRef, captions, captionsLang);
  const captionsOn = captions.some((c) => c.lang === captionsLang);
  useEffect(() => {
    const video = videoRef.current;
    if (!video) return;
    // The default rate survives a new source (a quality switch loads one); pitch stays natural.
    const apply = () => {
      video.defaultPlaybackRate = speed;
      video.playbackRate = speed;
      video.preservesPitch = true;
    };
    apply();
    video.addEventListener('loadedmetadata', apply);
    return () => video.removeEventListener('loadedmetadata', apply);
  }, [videoRef, speed]);
  const { resumeAt } = actions;
  useEffect(() => {
    const video = videoRef.current;
    if (!video || !seekRequest) return;
    // Before the metadata is in this is where playback will start (hls.js starts loading there).
    resumeAt(seekRequest.seconds);
    video.currentTime = seekRequest.seconds;
    // A line tapped in the transcript is where the student wants to listen from, not only look at.
    // Before the source is chosen the element waits, unpaused, and plays once data arrives.
    if (video.paused) void Promise.resolve(video.play()).catch(() => undefined);
  }, [videoRef, seekRequest, resumeAt]);

  const run: Record<PlayerAction, () => void> = {
    togglePlay: actions.togglePlay,
    back: () => actions.seekBy(-LIMITS.playerSeekSeconds),
    forward: () => actions.seekBy(LIMITS.playerSeekSeconds),
    toggleMute: actions.toggleMute,
    toggleFullscreen,
    slower: () => setSpeed(stepSpeed(speed, -1)),
    faster: () => setSpeed(stepSpeed(speed, 1)),
    toggleCaptions: () => {
      if (captions.length) setCaptionsLang(captionsOn ? null : captions[0]!.lang);
    },
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
      >
        {captions.map((c) => (
          <track key={c.url} kind="captions" src={c.url} srcLang={c.lang} label={c.label} />
        ))}
      </video>

      {captionText ? (
        <div
          data-testid="captions-text"
          className={cn(
            'pointer-events-none absolute inset-x-0 flex justify-center px-3 transition-[bottom] duration-300',
            // Above the controls while they show: two rows of buttons on a phone, one from 768 px.
            controls.shown ? 'bottom-40 md:bottom-32' : 'bottom-4',
          )}
        >
          <p
            dir="auto"
            lang={captionsLang ?? undefined}
            className="max-w-[92%] whitespace-pre-line rounded-md bg-black/80 px-3 py-1 text-center text-lg leading-snug text-white sm:text-2xl"
          >
            {captionText}
          </p>
        </div>
      ) : null}

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
        <SpeedSelect speed={speed} onChange={setSpeed} />
        {captions.length ? <CaptionsSelect tracks={[...captions]} lang={captionsLang} onChange={setCaptionsLang} /> : null}
        {/* Already there while the browser says whether it plays AV1: the controls keep their size (no shift). */}
        {view && (source || deciding) ? (
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
