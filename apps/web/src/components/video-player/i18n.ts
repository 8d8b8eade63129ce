import { registerNamespace } from '../../lib/i18n';

/** Strings of the shared video player (namespace "player"); loaded with the player's chunk. */
export const player = {
  region: 'Video player',
  regionNamed: 'Video player: {{title}}',
  play: 'Play',
  pause: 'Pause',
  back: 'Back {{seconds}} seconds',
  forward: 'Forward {{seconds}} seconds',
  mute: 'Mute',
  unmute: 'Unmute',
  volume: 'Volume',
  seek: 'Seek',
  seekText: '{{current}} of {{total}}',
  enterFullscreen: 'Full screen',
  exitFullscreen: 'Exit full screen',
  time: 'Elapsed time {{current}}, total {{total}}',
  loading: 'Loading video…',
  error: 'The video could not be loaded. Check your connection and try again.',
  retry: 'Try again',
};

registerNamespace('player', player);
