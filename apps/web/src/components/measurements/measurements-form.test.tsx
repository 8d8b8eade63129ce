import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { setLocale } from '../../lib/i18n';
import { MEASUREMENTS_KEY } from '../../lib/auth/offline-user';
import { bodiesFor, makeUser, mockFetch, renderPage } from '../../test/utils';
import { MeasurementsForm } from './measurements-form';

const saved = (values: Record<string, number>, units = 'cm') => ({
  success: true,
  data: { units, values, updatedAt: '2026-03-01T10:00:00.000Z' },
});
const GET = 'GET /api/account/measurements';
const PUT = 'PUT /api/account/measurements';

afterEach(() => localStorage.removeItem(MEASUREMENTS_KEY));

describe('MeasurementsForm', () => {
  it('shows only the measurements asked for, converts between units, and saves millimetres (kept on the device)', async () => {
    const fetch = mockFetch({
      [GET]: () => ({ body: saved({ chest: 925, waist: 760 }) }),
      [PUT]: ({ body }) => ({ body: saved((body as { values: Record<string, number> }).values, 'in') }),
    });
    renderPage(<MeasurementsForm names={['chest', 'neck']} />, { user: makeUser({ _id: 'u1' }) });
    const chest = await screen.findByRole('textbox', { name: 'Chest' });
    expect(screen.getAllByRole('textbox')).toHaveLength(2);
    expect(screen.queryByRole('textbox', { name: 'Waist' })).toBeNull();
    expect(chest).toHaveValue('92.5');
    expect(chest).toHaveAccessibleDescription(/fullest part of the chest/);

    await userEvent.click(screen.getByRole('radio', { name: 'Inches' }));
    expect(chest).toHaveValue('36.42');
    const neck = screen.getByRole('textbox', { name: 'Neck' });
    await userEvent.type(neck, '15');
    await userEvent.click(screen.getByRole('button', { name: 'Save my measurements' }));

    await screen.findByText('Your measurements are saved.');
    // The waist the form did not show is kept; 36.42 in and 15 in in millimetres.
    expect(bodiesFor(fetch, 'PUT', '/api/account/measurements')).toEqual([
      { units: 'in', values: { chest: 925.1, waist: 760, neck: 381 } },
    ]);
    expect(JSON.parse(localStorage.getItem(MEASUREMENTS_KEY) ?? '{}')).toMatchObject({ userId: 'u1', data: { units: 'in' } });
  });

  it("shows the server's refusal under the measurement it names, and a word that is no number before sending", async () => {
    const fetch = mockFetch({
      [GET]: () => ({ body: saved({}) }),
      [PUT]: () => ({
        status: 400,
        body: {
          success: false,
          code: 'VALIDATION',
          message: 'Check the measurements',
          errors: [{ path: 'values.chest', message: 'Chest must be from 50 cm to 200 cm' }],
        },
      }),
    });
    renderPage(<MeasurementsForm names={['chest', 'waist']} />, { user: makeUser() });
    await userEvent.type(await screen.findByRole('textbox', { name: 'Waist' }), 'big');
    await userEvent.click(screen.getByRole('button', { name: 'Save my measurements' }));
    expect(await screen.findByRole('textbox', { name: 'Waist' })).toHaveAccessibleDescription(/Enter a number/);
    expect(bodiesFor(fetch, 'PUT', '/api/account/measurements')).toHaveLength(0);

    await userEvent.clear(screen.getByRole('textbox', { name: 'Waist' }));
    await userEvent.type(screen.getByRole('textbox', { name: 'Chest' }), '20');
    await userEvent.click(screen.getByRole('button', { name: 'Save my measurements' }));
    const item = (await screen.findByText('Chest must be from 50 cm to 200 cm')).closest('li')!;
    expect(within(item).getByRole('textbox')).toHaveAccessibleName('Chest');
    expect(bodiesFor(fetch, 'PUT', '/api/account/measurements')).toEqual([{ units: 'cm', values: { chest: 200 } }]);
  });

  it('takes a French decimal comma ("92,5") and shows values with it', async () => {
    await setLocale('fr', { remember: false });
    try {
      const fetch = mockFetch({
        [GET]: () => ({ body: saved({ waist: 765 }) }),
        [PUT]: ({ body }) => ({ body: saved((body as { values: Record<string, number> }).values) }),
      });
      renderPage(<MeasurementsForm names={['chest', 'waist']} />, { user: makeUser() });
      expect(await screen.findByRole('textbox', { name: 'Tour de taille' })).toHaveValue('76,5');
      await userEvent.type(screen.getByRole('textbox', { name: /poitrine/i }), '92,5');
      await userEvent.click(screen.getByRole('button', { name: 'Enregistrer mes mesures' }));
      await screen.findByText('Vos mesures sont enregistrées.');
      expect(bodiesFor(fetch, 'PUT', '/api/account/measurements')).toEqual([{ units: 'cm', values: { waist: 765, chest: 925 } }]);
    } finally {
      await act(() => setLocale('en', { remember: false }));
    }
  });
});
