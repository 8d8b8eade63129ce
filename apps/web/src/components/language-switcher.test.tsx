import { afterEach, describe, expect, it } from 'vitest';
import { act, cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SITE_TITLE } from '@sewee/shared/locales';
import { currentLocale, setLocale } from '../lib/i18n';
import { makeUser, mockFetch, renderPage } from '../test/utils';
import { LanguageSwitcher, useAccountLanguage } from './language-switcher';

afterEach(async () => {
  cleanup();
  await act(() => setLocale('en', { remember: false }));
  document.cookie = 'sewee-lang=; path=/; max-age=0';
});

describe('the language switcher', () => {
  it('saves a signed-in choice on the account', async () => {
    const fetch = mockFetch({ 'PUT /api/account/language': ({ body }) => ({ body: { success: true, data: body } }) });
    renderPage(<LanguageSwitcher />, { user: makeUser() });
    await userEvent.selectOptions(screen.getByLabelText('Language'), 'Français');
    await waitFor(() => expect(currentLocale()).toBe('fr'));
    expect(fetch.mock.calls.some(([u]) => String(u).endsWith('/api/account/language'))).toBe(true);
  });

  it('undoes the choice and says so when the account cannot be told (the account language decides the next page)', async () => {
    mockFetch({ 'PUT /api/account/language': () => ({ status: 503, body: { success: false, code: 'UNAVAILABLE', message: 'Down' } }) });
    renderPage(<LanguageSwitcher />, { user: makeUser() });
    await userEvent.selectOptions(screen.getByLabelText('Language'), 'Français');
    expect(await screen.findByText(/could not be saved to your account/)).toBeInTheDocument();
    expect(currentLocale()).toBe('en');
  });

  it("the tab's title follows the language", async () => {
    mockFetch({});
    const Page = () => {
      useAccountLanguage();
      return null;
    };
    // The offline copy of the app (English title) for a French reader: the title is put right.
    await act(() => setLocale('fr', { remember: false }));
    document.title = SITE_TITLE.en;
    renderPage(<Page />);
    expect(document.title).toBe(SITE_TITLE.fr);
    await act(() => setLocale('ar', { remember: false }));
    expect(document.title).toBe(SITE_TITLE.ar);
  });
});
