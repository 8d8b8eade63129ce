import { describe, expect, it } from 'vitest';
import { forgetSignedOut } from '../../lib/auth/logout';
import { chosenPhotos, keepChosenPhotos } from './chosen-photos';
import type { ShrunkPhoto } from '../../lib/shrink-photo';

const photo = (name: string) => ({ name, blob: new Blob(['x']), width: 1, height: 1, preview: `data:${name}` }) as unknown as ShrunkPhoto;

describe('chosen photos', () => {
  it('are kept per person and piece, and forgotten at sign-out', () => {
    keepChosenPhotos('ada', 'piece-1', [photo('a.jpg')]);
    expect(chosenPhotos('ada', 'piece-1').map((p) => p.name)).toEqual(['a.jpg']);
    expect(chosenPhotos('bola', 'piece-1')).toEqual([]);
    expect(chosenPhotos('ada', 'piece-2')).toEqual([]);
    forgetSignedOut();
    expect(chosenPhotos('ada', 'piece-1')).toEqual([]);
  });
});
