/** What a key does when the player (or something inside it) has focus. */
export type PlayerAction = 'togglePlay' | 'back' | 'forward' | 'toggleMute' | 'toggleFullscreen' | 'slower' | 'faster' | 'toggleCaptions';

interface KeyBinding {
  action: PlayerAction;
  /** Where the key keeps its own meaning: a focused button's Space is its click, a slider's arrows move it. */
  notOn?: 'button' | 'range';
}

/**
 * The player's keyboard: space or k play/pause, arrows seek 5 s, m mute, f full screen, < and >
 * slower and faster (as on YouTube), c captions on or off.
 */
export const PLAYER_KEYS: Readonly<Record<string, KeyBinding>> = {
  ' ': { action: 'togglePlay', notOn: 'button' },
  k: { action: 'togglePlay' },
  K: { action: 'togglePlay' },
  ArrowLeft: { action: 'back', notOn: 'range' },
  ArrowRight: { action: 'forward', notOn: 'range' },
  m: { action: 'toggleMute' },
  M: { action: 'toggleMute' },
  f: { action: 'toggleFullscreen' },
  F: { action: 'toggleFullscreen' },
  '<': { action: 'slower' },
  '>': { action: 'faster' },
  c: { action: 'toggleCaptions' },
  C: { action: 'toggleCaptions' },
};

/** The action for a key pressed on `target`, or null when the key is not the player's there. */
export function playerActionFor(
  e: { key: string; altKey: boolean; ctrlKey: boolean; metaKey: boolean },
  target: EventTarget | null,
): PlayerAction | null {
  if (e.altKey || e.ctrlKey || e.metaKey) return null;
  const binding = PLAYER_KEYS[e.key];
  if (!binding) return null;
  const el = target as HTMLElement | null;
  if (binding.notOn === 'button' && el?.tagName === 'BUTTON') return null;
  if (binding.notOn === 'range' && el instanceof HTMLInputElement && el.type === 'range') return null;
  return binding.action;
}
