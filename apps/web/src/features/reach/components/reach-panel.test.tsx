import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AFRICAN_COUNTRIES } from '@sewee/shared/countries';
import { makeUser, mockFetch, renderPage } from '../../../test/utils';
import { ReachPanel } from './reach-panel';

const admin = makeUser({ role: 'admin', isAdmin: true });
const zero = { applicants: 0, admitted: 0, enrolled: 0, completed: 0 };

describe('Reach', () => {
  it('draws the targets, the funnel, a chart of the 54 countries with their table, and the courses', async () => {
    mockFetch({
      'GET /api/admin/admissions/summary': () => ({
        body: {
          success: true,
          year: 2026,
          targets: { studentsPerYear: 5000, countries: 54 },
          funnel: { signedUp: 900, verified: 800, applied: 500, admitted: 300, enrolled: 120, completed: 40 },
          countriesReached: 2,
          byCountry: AFRICAN_COUNTRIES.map((country) =>
            country === 'Senegal'
              ? { country, applicants: 40, admitted: 25, enrolled: 10, completed: 4 }
              : country === 'Kenya'
                ? { country, applicants: 9, admitted: 5, enrolled: 0, completed: 0 }
                : { country, ...zero },
          ),
          otherCountries: { applicants: 3, admitted: 1, enrolled: 0, completed: 0 },
          byCourse: [
            { courseId: 'c1', title: 'Crochet Basics', applicants: 49, admitted: 30, enrolled: 10, completed: 4, completionRate: 0.4 },
          ],
        },
      }),
    });
    renderPage(<ReachPanel />, { path: '/instructor', user: admin });
    expect(await screen.findByRole('progressbar', { name: 'Students admitted: 300 of 5,000' })).toHaveAttribute('aria-valuenow', '300');
    expect(screen.getByRole('progressbar', { name: 'Countries reached: 2 of 54' })).toHaveAttribute('aria-valuemax', '54');
    const chart = screen.getByRole('img', { name: /Admitted students by country/ });
    expect(chart.querySelectorAll('rect')).toHaveLength(2);
    expect(within(chart).getAllByText(/none yet/)).toHaveLength(52);
    const table = screen.getByRole('table', { name: 'Students by country' });
    expect(within(table).getAllByRole('rowheader')).toHaveLength(54);
    const senegal = within(table).getByRole('rowheader', { name: 'Senegal' }).closest('tr')!;
    expect(
      within(senegal)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['40', '25', '10', '4']);
    expect(screen.getByText('Other countries or no country: 1 admitted')).toBeInTheDocument();
    expect(screen.getByRole('rowheader', { name: 'Crochet Basics' }).closest('tr')).toHaveTextContent('40%');
  });
});
