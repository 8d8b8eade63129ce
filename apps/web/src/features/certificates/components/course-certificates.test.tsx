import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { makeUser, mockFetch, renderPage } from '../../../test/utils';
import { CourseCertificates } from './course-certificates';

const ISSUED = {
  code: 'ABCD234XYZ',
  studentName: 'Amina Yusuf',
  courseTitle: 'Beading Basics',
  instructorName: 'Ngozi Eze',
  completedAt: '2026-11-20T10:00:00.000Z',
  issuedAt: '2026-11-20T10:00:00.000Z',
  valid: true,
};

describe('the certificates of a course (admin)', () => {
  it('lists them and revokes one with a reason', async () => {
    let revoked = false;
    const fetch = mockFetch({
      'GET /api/admin/certificates/course/c1': () => ({
        body: {
          success: true,
          data: [revoked ? { ...ISSUED, valid: false, revokedAt: '2026-11-22T09:00:00.000Z', revokedReason: 'Wrong account' } : ISSUED],
        },
      }),
      'POST /api/admin/certificates/ABCD234XYZ/revoke': ({ body }) => {
        revoked = true;
        expect(body).toEqual({ reason: 'Wrong account' });
        return {
          body: {
            success: true,
            message: 'Certificate revoked.',
            data: { ...ISSUED, valid: false, revokedAt: '2026-11-22T09:00:00.000Z' },
          },
        };
      },
    });
    renderPage(<CourseCertificates courseId="c1" />, { user: makeUser({ role: 'admin' }) });
    const row = (await screen.findByText('Amina Yusuf')).closest('tr')!;
    expect(within(row).getByText('ABCD234XYZ')).toBeInTheDocument();
    expect(within(row).getByText('Valid')).toBeInTheDocument();

    await userEvent.click(within(row).getByRole('button', { name: 'Revoke: the certificate of Amina Yusuf' }));
    const dialog = await screen.findByRole('dialog', { name: 'Revoke the certificate of Amina Yusuf?' });
    expect(within(dialog).getByRole('button', { name: 'Revoke certificate' })).toBeDisabled();
    await userEvent.type(within(dialog).getByLabelText('Reason'), 'Wrong account');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Revoke certificate' }));
    expect(await screen.findByText(/^Revoked on /)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Revoke: / })).not.toBeInTheDocument();
    expect(fetch).toHaveBeenCalled();
  });
});
