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
  speed: 'Playback speed',
  speedValue: '{{speed}}×',
  captions: 'Captions',
  captionsOff: 'Off',
  quality: {
    button: 'Quality: {{current}}',
    menu: 'Quality',
    auto: 'Auto',
    autoCapped: 'Auto (up to 240p)',
    autoShort: 'Auto',
    rung: '{{name}} · {{size}}',
    audio: 'Audio only · {{size}}',
    audioShort: 'Audio',
    dataSaver: 'Data saver',
    dataSaverCapped: 'Data saver is on: higher qualities are off. Turn it off to choose them.',
    compatible: 'Compatible (H.264)',
  },
  audioOnly: 'Audio only: the picture is off to save data.',
  links: {
    title: 'This browser cannot stream this lecture. Download it to watch or listen:',
    rung: 'Video {{name}} ({{size}})',
    audio: 'Audio only ({{size}})',
  },
};

registerNamespace('player', player, import.meta.glob('./locales/i18n.*.ts'));
