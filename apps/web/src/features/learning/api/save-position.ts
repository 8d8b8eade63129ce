import type { SavePositionInput } from '@sewee/shared';

/**
 * Remembers where playback of a lecture stopped (PUT /position). Sent with `keepalive` so it
 * also reaches the server when the page is being closed; best-effort: a failure is ignored
 * (the next save or the next visit catches up), and nothing waits for it.
 */
export function savePosition(body: SavePositionInput): void {
  try {
    void fetch('/api/student/course-progress/position', {
      method: 'PUT',
      credentials: 'include',
      keepalive: true,
      headers: { Accept: 'application/json', 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
    }).catch(() => undefined);
  } catch {
    // fetch itself can throw synchronously while a page unloads; nothing to do.
  }
}
