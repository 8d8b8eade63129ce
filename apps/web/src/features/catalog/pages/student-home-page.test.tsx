import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { DataSaverResponse } from '@sewee/shared/video';
import { DataSaverSwitch } from '../../../components/video-player/data-saver-switch';
import { GUEST_DATA_SAVER_KEY } from '../../../lib/video/use-data-saver';
import { bodiesFor, makeUser, mockFetch, renderPage } from '../../../test/utils';
import { StudentHomePage } from './student-home-page';

function setConnection(connection: object | undefined) {
  Object.defineProperty(navigator, 'connection', { configurable: true, value: connection });
}
afterEach(() => {
  setConnection(undefined);
  localStorage.clear();
});

async function openSettings(user: ReturnType<typeof makeUser>) {
  renderPage(<StudentHomePage />, { user });
  const ui = userEvent.setup();
  await ui.click(screen.getByRole('tab', { name: 'Settings' }));
  return ui;
}

describe('Settings tab: Data saver', () => {
  it("keeps the heading 'Settings' and saves the student's choice on the server", async () => {
    const fetchMock = mockFetch({
      'PUT /api/account/data-saver': ({ body }) => ({ body: DataSaverResponse.parse({ success: true, data: body }) }),
    });
    const ui = await openSettings(makeUser({ dataSaver: null }));
    expect(screen.getByRole('tabpanel')).toHaveTextContent(/^Settings/);
    const toggle = screen.getByRole('switch', { name: 'Data saver' });
    expect(toggle).toHaveAttribute('aria-checked', 'false');
    await ui.click(toggle);
    expect(toggle).toHaveAttribute('aria-checked', 'true');
    await waitFor(() => expect(bodiesFor(fetchMock, 'PUT', '/api/account/data-saver')).toEqual([{ dataSaver: true }]));
  });

  it('defaults to on when the browser says data is scarce, until the student chooses', async () => {
    setConnection({ effectiveType: '3g' });
    await openSettings(makeUser({ dataSaver: null }));
    expect(screen.getByRole('switch', { name: 'Data saver' })).toHaveAttribute('aria-checked', 'true');
  });

  it("follows the student's saved choice over the browser's hint", async () => {
    setConnection({ saveData: true });
    await openSettings(makeUser({ dataSaver: false }));
    expect(screen.getByRole('switch', { name: 'Data saver' })).toHaveAttribute('aria-checked', 'false');
  });

  it('puts the switch back and says so when the choice cannot be saved', async () => {
    mockFetch({ 'PUT /api/account/data-saver': () => ({ status: 500, body: { success: false, message: 'Server error' } }) });
    const ui = await openSettings(makeUser({ dataSaver: false }));
    const toggle = screen.getByRole('switch', { name: 'Data saver' });
    await ui.click(toggle);
    expect(await screen.findByText('Server error')).toBeInTheDocument();
    expect(toggle).toHaveAttribute('aria-checked', 'false');
  });
});

describe('Data saver for a guest (free previews)', () => {
  it('keeps the choice in this browser, with no call to the server', async () => {
    const fetchMock = mockFetch({});
    renderPage(<DataSaverSwitch />, { user: null });
    const toggle = screen.getByRole('switch', { name: 'Data saver' });
    await userEvent.setup().click(toggle);
    expect(toggle).toHaveAttribute('aria-checked', 'true');
    expect(localStorage.getItem(GUEST_DATA_SAVER_KEY)).toBe('on');
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
