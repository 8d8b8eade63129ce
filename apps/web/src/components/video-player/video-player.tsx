import { Maximize, Minimize, Pause, Play, RotateCcw, RotateCw, Volume2, VolumeX } from 'lucide-react';
import { useCallback, useEffect, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LIMITS } from '@sewee/shared/constants';
import { cn } from '../../lib/cn';
import { Spinner } from '../ui/spinner';
import './i18n';

/** What the player reports every second while playing, and once with progressValue 1 at the end. */
export interface VideoProgress {
  /** Played fraction, 0..1 (1 = the video reached its end). */
  progressValue: number;
  currentTime: number;
  duration: number;
}

export interface VideoPlayerProps {
  url: string;
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

/** Minimum time between two position saves while playing. */
export const POSITION_SAVE_MS = 5000;

/** 75 -> "1:15", 3725 -> "1:02:05". */
export function formatTime(seconds: number): string {
  if (!Number.isFinite(seconds) || seconds < 0) seconds = 0;
  const s = Math.floor(seconds);
  const h = Math.floor(s / 3600);
  const m = Math.floor((s % 3600) / 60);
  const sec = String(s % 60).padStart(2, '0');
  return h > 0 ? `${h}:${String(m).padStart(2, '0')}:${sec}` : `${m}:${sec}`;
}

const controlButton = 'grid size-11 shrink-0 place-items-center rounded-full text-white hover:bg-white/20 focus-visible:bg-white/20';

function ControlButton({ label, onClick, children }: { label: string; onClick: () => void; children: ReactNode }) {
  return (
    <button type="button" aria-label={label} title={label} onClick={onClick} className={controlButton}>
      {children}
    </button>
  );
}

type WebkitVideo = HTMLVideoElement & { webkitEnterFullscreen?: () => void };

/**
 * The course video player: play/pause, 5 s back/forward, mute, volume, seek, time, full screen;
 * controls fade 3 s after the pointer last moved while playing. Keyboard (when focused): space
 * or k play/pause, arrows seek 5 s, m mute, f full screen.
 */
export function VideoPlayer({
  url,
  title,
  initialTime = 0,
  onProgressUpdate,
  onPositionSave,
  preload = 'metadata',
  className,
}: VideoPlayerProps) {
  const { t } = useTranslation('player');
  const containerRef = useRef<HTMLDivElement>(null);
  const videoRef = useRef<HTMLVideoElement>(null);
  const [playing, setPlaying] = useState(false);
  const [currentTime, setCurrentTime] = useState(0);
  const [duration, setDuration] = useState(0);
  const [volume, setVolume] = useState<number>(LIMITS.playerDefaultVolume);
  const [muted, setMuted] = useState(false);
  const [fullscreen, setFullscreen] = useState(false);
  const [controlsVisible, setControlsVisible] = useState(true);
  const [buffering, setBuffering] = useState(false);
  const [failed, setFailed] = useState(false);

  // Latest callbacks, so timers and unmount handlers never call a stale one.
  const onProgressRef = useRef(onProgressUpdate);
  const onSaveRef = useRef(onPositionSave);
  useEffect(() => {
    onProgressRef.current = onProgressUpdate;
    onSaveRef.current = onPositionSave;
  });

  const hideTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const hiddenAtPointerDown = useRef(false);
  const initialApplied = useRef(false);
  const lastSaved = useRef(Math.floor(initialTime));
  const lastSaveAt = useRef(0);

  /** Shows the controls and restarts the countdown that hides them. */
  const revealControls = useCallback(() => {
    setControlsVisible(true);
    clearTimeout(hideTimer.current);
    hideTimer.current = setTimeout(() => setControlsVisible(false), LIMITS.playerControlsHideMs);
  }, []);
  useEffect(() => () => clearTimeout(hideTimer.current), []);

  const savePosition = useCallback((video: HTMLVideoElement | null) => {
    const save = onSaveRef.current;
    if (!save || !video) return;
    const t = video.currentTime;
    if (!Number.isFinite(t)) return;
    const seconds = Math.max(0, Math.floor(t));
    if (seconds === lastSaved.current) return;
    lastSaved.current = seconds;
    lastSaveAt.current = Date.now();
    save(seconds);
  }, []);

  // Default volume once; React has no `volume` attribute.
  useEffect(() => {
    if (videoRef.current) videoRef.current.volume = LIMITS.playerDefaultVolume;
  }, []);

  // Progress every second while playing; the position at most every 5 s.
  useEffect(() => {
    if (!playing) return;
    lastSaveAt.current = Date.now();
    const id = setInterval(() => {
      const video = videoRef.current;
      if (!video) return;
      const d = video.duration;
      const c = video.currentTime;
      if (Number.isFinite(d) && d > 0) {
        onProgressRef.current?.({ progressValue: Math.min(1, c / d), currentTime: c, duration: d });
      }
      if (Date.now() - lastSaveAt.current >= POSITION_SAVE_MS) savePosition(video);
    }, LIMITS.playerProgressIntervalMs);
    return () => clearInterval(id);
  }, [playing, savePosition]);

  // Save when the page is hidden or left, and when the player goes away.
  useEffect(() => {
    const video = videoRef.current;
    const onHide = () => savePosition(video);
    const onVisibility = () => {
      if (document.visibilityState === 'hidden') savePosition(video);
    };
    window.addEventListener('pagehide', onHide);
    document.addEventListener('visibilitychange', onVisibility);
    return () => {
      window.removeEventListener('pagehide', onHide);
      document.removeEventListener('visibilitychange', onVisibility);
      savePosition(video);
    };
  }, [savePosition]);

  useEffect(() => {
    const onChange = () => setFullscreen(document.fullscreenElement != null && document.fullscreenElement === containerRef.current);
    document.addEventListener('fullscreenchange', onChange);
    return () => document.removeEventListener('fullscreenchange', onChange);
  }, []);

  const togglePlay = useCallback(() => {
    const video = videoRef.current;
    if (!video) return;
    if (video.paused || video.ended) {
      // A rejected play() (autoplay policy, source gone) leaves the player paused; nothing to do.
      void Promise.resolve(video.play()).catch(() => undefined);
    } else {
      video.pause();
    }
  }, []);

  const seekBy = useCallback((delta: number) => {
    const video = videoRef.current;
    if (!video) return;
    const d = Number.isFinite(video.duration) ? video.duration : Infinity;
    const next = Math.min(Math.max(0, video.currentTime + delta), d);
    video.currentTime = next;
    setCurrentTime(next);
  }, []);

  const toggleMute = useCallback(() => {
    const video = videoRef.current;
    if (!video) return;
    video.muted = !video.muted;
    setMuted(video.muted);
  }, []);

  const toggleFullscreen = useCallback(() => {
    const container = containerRef.current;
    const video = videoRef.current as WebkitVideo | null;
    if (!container) return;
    if (document.fullscreenElement) {
      void Promise.resolve(document.exitFullscreen?.()).catch(() => undefined);
    } else if (typeof container.requestFullscreen === 'function') {
      void Promise.resolve(container.requestFullscreen()).catch(() => undefined);
    } else if (video?.webkitEnterFullscreen) {
      // iPhone Safari has no element full screen, only the video's own.
      video.webkitEnterFullscreen();
    }
  }, []);

  const onVolume = (value: number) => {
    const video = videoRef.current;
    if (!video) return;
    video.volume = value;
    video.muted = value === 0;
    setVolume(value);
    setMuted(video.muted);
  };

  const onSeek = (percent: number) => {
    const video = videoRef.current;
    if (!video || !Number.isFinite(video.duration) || video.duration <= 0) return;
    const next = (percent / 100) * video.duration;
    video.currentTime = next;
    setCurrentTime(next);
  };

  const onKeyDown = (e: KeyboardEvent<HTMLDivElement>) => {
    if (e.altKey || e.ctrlKey || e.metaKey) return;
    const target = e.target as HTMLElement;
    const onButton = target.tagName === 'BUTTON';
    const onRange = target instanceof HTMLInputElement && target.type === 'range';
    switch (e.key) {
      case ' ':
        if (onButton) return; // the focused button's own activation
        togglePlay();
        break;
      case 'k':
      case 'K':
        togglePlay();
        break;
      case 'ArrowLeft':
        if (onRange) return; // sliders move themselves
        seekBy(-LIMITS.playerSeekSeconds);
        break;
      case 'ArrowRight':
        if (onRange) return;
        seekBy(LIMITS.playerSeekSeconds);
        break;
      case 'm':
      case 'M':
        toggleMute();
        break;
      case 'f':
      case 'F':
        toggleFullscreen();
        break;
      default:
        return;
    }
    e.preventDefault();
    revealControls();
  };

  const applyDuration = (video: HTMLVideoElement) => {
    const d = video.duration;
    if (!Number.isFinite(d) || d <= 0) return;
    setDuration(d);
    // Seek only once the metadata is in: Chromium can fire durationchange before readyState
    // reaches HAVE_METADATA, and a seek then may be lost.
    if (!initialApplied.current && video.readyState >= HTMLMediaElement.HAVE_METADATA) {
      initialApplied.current = true;
      // Resume, unless that is at (or past) the end: then start from the beginning.
      if (initialTime > 0 && initialTime < d - 1) {
        video.currentTime = initialTime;
        setCurrentTime(initialTime);
      }
    }
  };

  // Media events that fire before React commits the player (a cached video can load while a
  // Suspense reveal is held back) never reach the handlers above: catch up once mounted.
  const applyDurationRef = useRef(applyDuration);
  useEffect(() => {
    applyDurationRef.current = applyDuration;
  });
  useEffect(() => {
    const video = videoRef.current;
    if (!video) return;
    if (video.readyState >= HTMLMediaElement.HAVE_METADATA) applyDurationRef.current(video);
    if (video.error) setFailed(true);
  }, []);

  const percent = duration > 0 ? Math.min(100, (currentTime / duration) * 100) : 0;
  const shown = controlsVisible || !playing || failed;
  const volumeShown = muted ? 0 : volume;

  return (
    <div
      ref={containerRef}
      role="region"
      aria-label={title ? t('regionNamed', { title }) : t('region')}
      tabIndex={0}
      onKeyDown={onKeyDown}
      onMouseMove={revealControls}
      onTouchStart={revealControls}
      onFocus={revealControls}
      onPointerDown={() => {
        hiddenAtPointerDown.current = !shown;
      }}
      className={cn('relative overflow-hidden bg-black text-white', !shown && 'cursor-none', className)}
    >
      <video
        ref={videoRef}
        src={url}
        preload={preload}
        playsInline
        className="size-full object-contain"
        onClick={() => {
          // A tap on hidden controls only brings them back.
          if (hiddenAtPointerDown.current) {
            hiddenAtPointerDown.current = false;
            revealControls();
            return;
          }
          togglePlay();
        }}
        onPlay={() => {
          setPlaying(true);
          setFailed(false);
          revealControls();
        }}
        onPause={(e) => {
          setPlaying(false);
          setBuffering(false);
          savePosition(e.currentTarget);
        }}
        onEnded={(e) => {
          const video = e.currentTarget;
          setPlaying(false);
          const d = Number.isFinite(video.duration) ? video.duration : video.currentTime;
          setCurrentTime(d);
          onProgressRef.current?.({ progressValue: 1, currentTime: d, duration: d });
        }}
        onTimeUpdate={(e) => setCurrentTime(e.currentTarget.currentTime)}
        onLoadedMetadata={(e) => applyDuration(e.currentTarget)}
        onDurationChange={(e) => applyDuration(e.currentTarget)}
        onVolumeChange={(e) => {
          setVolume(e.currentTarget.volume);
          setMuted(e.currentTarget.muted);
        }}
        onWaiting={() => setBuffering(true)}
        onPlaying={() => setBuffering(false)}
        onCanPlay={() => setBuffering(false)}
        onError={() => {
          setFailed(true);
          setBuffering(false);
        }}
      />

      {buffering && !failed ? (
        <div className="pointer-events-none absolute inset-0 grid place-items-center">
          <Spinner className="size-10 text-white" label={t('loading')} />
        </div>
      ) : null}

      {failed ? (
        <div role="alert" className="absolute inset-0 grid place-items-center bg-black/70 p-6 text-center">
          <div>
            <p>{t('error')}</p>
            <button
              type="button"
              className="mt-3 h-11 rounded-lg bg-white px-4 font-semibold text-ink"
              onClick={() => {
                setFailed(false);
                videoRef.current?.load();
              }}
            >
              {t('retry')}
            </button>
          </div>
        </div>
      ) : null}

      <div
        data-testid="player-controls"
        style={{ opacity: shown ? 1 : 0 }}
        className={cn(
          'absolute inset-x-0 bottom-0 bg-gradient-to-t from-black/85 to-transparent px-2 pb-1 pt-6 transition-opacity duration-300',
          !shown && 'pointer-events-none',
        )}
      >
        <input
          type="range"
          aria-label={t('seek')}
          aria-valuetext={t('seekText', { current: formatTime(currentTime), total: formatTime(duration) })}
          min={0}
          max={100}
          step={0.1}
          value={percent}
          onChange={(e) => onSeek(Number(e.target.value))}
          className="block h-11 w-full cursor-pointer accent-gold-400"
        />
        <div className="flex flex-wrap items-center gap-1">
          <ControlButton label={playing ? t('pause') : t('play')} onClick={togglePlay}>
            {playing ? <Pause className="size-6" aria-hidden="true" /> : <Play className="size-6" aria-hidden="true" />}
          </ControlButton>
          <ControlButton label={t('back', { seconds: LIMITS.playerSeekSeconds })} onClick={() => seekBy(-LIMITS.playerSeekSeconds)}>
            <RotateCcw className="size-5 rtl:-scale-x-100" aria-hidden="true" />
          </ControlButton>
          <ControlButton label={t('forward', { seconds: LIMITS.playerSeekSeconds })} onClick={() => seekBy(LIMITS.playerSeekSeconds)}>
            <RotateCw className="size-5 rtl:-scale-x-100" aria-hidden="true" />
          </ControlButton>
          <ControlButton label={muted ? t('unmute') : t('mute')} onClick={toggleMute}>
            {muted ? <VolumeX className="size-5" aria-hidden="true" /> : <Volume2 className="size-5" aria-hidden="true" />}
          </ControlButton>
          <input
            type="range"
            aria-label={t('volume')}
            aria-valuetext={`${Math.round(volumeShown * 100)}%`}
            min={0}
            max={1}
            step={0.05}
            value={volumeShown}
            onChange={(e) => onVolume(Number(e.target.value))}
            className="h-11 w-20 cursor-pointer accent-gold-400 sm:w-24"
          />
          <span className="ms-2 whitespace-nowrap text-sm tabular-nums">
            {formatTime(currentTime)} / {formatTime(duration)}
          </span>
          <span className="ms-auto">
            <ControlButton label={fullscreen ? t('exitFullscreen') : t('enterFullscreen')} onClick={toggleFullscreen}>
              {fullscreen ? <Minimize className="size-5" aria-hidden="true" /> : <Maximize className="size-5" aria-hidden="true" />}
            </ControlButton>
          </span>
        </div>
      </div>
    </div>
  );
}
