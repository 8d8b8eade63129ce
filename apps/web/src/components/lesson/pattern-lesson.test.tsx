import { onlineManager } from '@tanstack/react-query';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MEASUREMENTS_KEY } from '../../lib/auth/offline-user';
import { SAMPLE_MEASUREMENTS } from '../../lib/pattern/sample-measurements';
import { bodiesFor, makeUser, mockFetch, renderPage } from '../../test/utils';
import { PatternLesson } from './pattern-lesson';

const GET = 'GET /api/account/measurements';
const PUT = 'PUT /api/account/measurements';
const answer = (values: Record<string, number>) => ({
  success: true,
  data: { units: 'cm', values, updatedAt: '2026-03-01T10:00:00.000Z' },
});
const bella = { design: 'bella', options: {} } as const;
/** The SVG an <img> shows (a data: URL). */
/** Draft my pattern, once the measurements are read. */
async function clickDraft() {
  const button = await screen.findByRole('button', { name: 'Draft my pattern' });
  await waitFor(() => expect(button).toBeEnabled());
  await userEvent.click(button);
}
const svgOf = (img: HTMLElement) => decodeURIComponent(img.getAttribute('src')!.replace(/^data:image\/svg\+xml;charset=utf-8,/, ''));

afterEach(() => localStorage.removeItem(MEASUREMENTS_KEY));

describe('PatternLesson', () => {
  it('asks for exactly the measurements the design lacks, then drafts with the real library and marks the lesson viewed once', async () => {
    const { neck: _neck, wrist: _wrist, ...most } = SAMPLE_MEASUREMENTS;
    const fetch = mockFetch({
      [GET]: () => ({ body: answer(most) }),
      [PUT]: ({ body }) => ({ body: answer((body as { values: Record<string, number> }).values) }),
    });
    const onViewed = vi.fn();
    renderPage(<PatternLesson userId="u1" studentName="Amina Diallo" pattern={bella} onViewed={onViewed} />, {
      user: makeUser({ _id: 'u1' }),
    });
    expect(await screen.findByRole('heading', { name: 'Your pattern: Bodice block' })).toBeInTheDocument();
    await clickDraft();

    expect(await screen.findByText('To draft it, this pattern needs these measurements:')).toBeInTheDocument();
    expect(screen.getAllByRole('textbox').map((i) => i.getAttribute('name'))).toEqual(['values.neck', 'values.wrist']);
    await userEvent.type(screen.getByRole('textbox', { name: 'Neck' }), '36');
    await userEvent.type(screen.getByRole('textbox', { name: 'Wrist' }), '16');
    await userEvent.click(screen.getByRole('button', { name: 'Save my measurements' }));

    const img = await screen.findByRole('img', { name: 'Your pattern, drafted to your measurements' }, { timeout: 10_000 });
    expect(bodiesFor(fetch, 'PUT', '/api/account/measurements')[0].values).toMatchObject({ neck: 360, wrist: 160, chest: 920 });
    const withSa = svgOf(img);
    expect(withSa).toMatch(/^<svg /);
    expect(withSa).toContain('>Back<');
    expect(onViewed).not.toHaveBeenCalled();
    fireEvent.load(img);
    expect(onViewed).toHaveBeenCalledTimes(1);

    // The seam allowance off: drafted again, without the cutting line; still one viewed mark.
    await userEvent.click(screen.getByRole('switch', { name: 'Seam allowance' }));
    const redrawn = await screen.findByRole('img', { name: 'Your pattern, drafted to your measurements' });
    await waitFor(() => expect(svgOf(screen.getByRole('img', { name: /drafted/ }))).not.toBe(withSa));
    expect(svgOf(screen.getByRole('img', { name: /drafted/ })).length).toBeLessThan(withSa.length);
    fireEvent.load(screen.getByRole('img', { name: /drafted/ }));
    expect(onViewed).toHaveBeenCalledTimes(1);
    expect(redrawn).toBeInTheDocument();
  });

  it('opens the dimensions sheet: a table of points per piece in the student’s units', async () => {
    mockFetch({ [GET]: () => ({ body: answer(SAMPLE_MEASUREMENTS) }) });
    renderPage(<PatternLesson userId="u1" studentName="Amina Diallo" pattern={bella} />, { user: makeUser({ _id: 'u1' }) });
    await clickDraft();
    await userEvent.click(await screen.findByRole('button', { name: 'No printer?' }, { timeout: 10_000 }));
    const sheet = await screen.findByRole('dialog', { name: 'Dimensions: Bodice block' });
    const back = within(sheet).getByRole('region', { name: 'Back' });
    const rows = within(back).getAllByRole('row');
    expect(rows[0]).toHaveTextContent('PointRightDown');
    expect(rows[1]).toHaveTextContent(/^A.*cm.*cm$/);
    expect(within(sheet).getByRole('button', { name: 'Download as PDF' })).toBeInTheDocument();
  });

  it('in flight mode, switched on with the page open, drafts from the measurements kept on the phone', async () => {
    localStorage.setItem(MEASUREMENTS_KEY, JSON.stringify({ userId: 'u1', data: answer(SAMPLE_MEASUREMENTS).data }));
    mockFetch({
      [GET]: () => {
        throw new TypeError('Failed to fetch');
      },
    });
    onlineManager.setOnline(false);
    try {
      renderPage(<PatternLesson userId="u1" studentName="Amina Diallo" pattern={bella} />, { user: makeUser({ _id: 'u1' }) });
      await clickDraft();
      expect(
        await screen.findByRole('img', { name: 'Your pattern, drafted to your measurements' }, { timeout: 10_000 }),
      ).toBeInTheDocument();
    } finally {
      onlineManager.setOnline(true);
    }
  });

  it('asks a guest to sign in (their measurements are in an account)', async () => {
    renderPage(<PatternLesson userId="" studentName="" pattern={bella} />);
    expect(await screen.findByText('Sign in to draft this pattern to your own measurements.')).toBeInTheDocument();
  });
});
