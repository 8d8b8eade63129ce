import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderPage } from '../../../test/utils';
import type { PieceDraft } from '../curriculum';
import { PracticeCard } from './practice-card';

const piece = (over: Partial<PieceDraft>): PieceDraft => ({
  key: 'k',
  title: 'Sew a French seam',
  instructions: 'Sew it.',
  photos: 1,
  required: true,
  afterLecture: 1,
  ...over,
});

function setup(pieces: PieceDraft[]) {
  const onChange = vi.fn();
  const onRemoveSaved = vi.fn();
  renderPage(
    <PracticeCard
      pieces={pieces}
      kinds={['video', 'steps']}
      errors={{}}
      onChange={onChange}
      onAdd={() => {}}
      onRemoveSaved={onRemoveSaved}
    />,
  );
  return { onChange, onRemoveSaved };
}

describe('PracticeCard', () => {
  it("asks before deleting a saved piece, saying the students' photos and verdicts go with it", async () => {
    const { onChange, onRemoveSaved } = setup([piece({ key: 'a', _id: 'p1' }), piece({ key: 'b', _id: 'p2', title: 'Press it' })]);
    fireEvent.click(screen.getAllByRole('button', { name: 'Delete piece' })[1]!);
    const dialog = await screen.findByRole('dialog', { name: 'Delete practice piece 2?' });
    expect(dialog).toHaveTextContent('The photos and verdicts students sent for this piece are deleted with it');
    expect(onChange).not.toHaveBeenCalled();

    fireEvent.click(screen.getByRole('button', { name: 'Keep it' }));
    expect(onChange).not.toHaveBeenCalled();

    fireEvent.click(screen.getAllByRole('button', { name: 'Delete piece' })[1]!);
    await screen.findByRole('dialog');
    const confirm = screen.getAllByRole('button', { name: 'Delete piece' }).at(-1)!;
    fireEvent.click(confirm);
    expect(onChange).toHaveBeenCalledWith([expect.objectContaining({ key: 'a' })]);
    expect(onRemoveSaved).toHaveBeenCalledTimes(1);
  });

  it('places a piece after an item of either kind, named by its kind', () => {
    setup([piece({ key: 'a', afterLecture: 2 })]);
    const place = screen.getByRole('combobox', { name: 'Place' });
    expect([...place.querySelectorAll('option')].map((o) => o.textContent)).toEqual([
      'Before the first lecture',
      'After lecture 1',
      'After step lesson 2',
    ]);
    expect(place).toHaveValue('2');
  });

  it('deletes a piece not saved yet at once (it has no rounds)', () => {
    const { onChange, onRemoveSaved } = setup([piece({ key: 'new' })]);
    fireEvent.click(screen.getByRole('button', { name: 'Delete piece' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(onChange).toHaveBeenCalledWith([]);
    expect(onRemoveSaved).not.toHaveBeenCalled();
  });
});
