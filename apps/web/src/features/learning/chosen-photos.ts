import { onSignOut } from '../../lib/auth/logout';
import type { ShrunkPhoto } from '../../lib/shrink-photo';

/**
 * The photos chosen for each piece, kept for the whole visit (closing the piece or a failed send
 * loses none) until the server has them: per person and piece, forgotten at sign-out, so nobody
 * signing in next on the same phone sees or sends them.
 */
const chosen = new Map<string, ShrunkPhoto[]>();
const key = (userId: string, pieceId: string) => `${userId}:${pieceId}`;

export const chosenPhotos = (userId: string, pieceId: string): ShrunkPhoto[] => chosen.get(key(userId, pieceId)) ?? [];
export function keepChosenPhotos(userId: string, pieceId: string, photos: ShrunkPhoto[]) {
  if (photos.length) chosen.set(key(userId, pieceId), photos);
  else chosen.delete(key(userId, pieceId));
}

onSignOut(() => chosen.clear());
