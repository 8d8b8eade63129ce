import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { setLocale } from '../../../lib/i18n';
import { makeUser, mockFetch, renderPage } from '../../../test/utils';
import { CertificatePage } from './certificate-page';
import { MyCertificatePage } from './my-certificate-page';

const longDate = (iso: string) => new Intl.DateTimeFormat('en', { dateStyle: 'long' }).format(new Date(iso));

const CERT = {
  code: 'ABCD234XYZ',
  studentName: 'Amina Yusuf',
  courseTitle: 'Beading Basics',
  instructorName: 'Ngozi Eze',
  completedAt: '2026-11-20T10:00:00.000Z',
  valid: true,
};

describe('the public certificate page', () => {
  it('says a valid certificate is valid, with what it certifies, to a visitor who is not signed in', async () => {
    mockFetch({ 'GET /api/certificates/ABCD234XYZ': () => ({ body: { success: true, data: CERT } }) });
    renderPage(<CertificatePage />, { path: '/certificates/:code', route: '/certificates/ABCD234XYZ' });
    expect(await screen.findByText('Valid certificate')).toBeInTheDocument();
    expect(screen.getByText('Amina Yusuf')).toBeInTheDocument();
    expect(screen.getByText('Beading Basics')).toBeInTheDocument();
    expect(screen.getByText('Ngozi Eze')).toBeInTheDocument();
    expect(screen.getByText(longDate('2026-11-20T10:00:00.000Z'))).toBeInTheDocument();
    expect(screen.getByText('ABCD234XYZ')).toBeInTheDocument();
  });

  it("certifies in Arabic words that fit a student whose gender is not known (no masculine 'قد أتمّ')", async () => {
    await setLocale('ar', { remember: false });
    try {
      mockFetch({ 'GET /api/certificates/ABCD234XYZ': () => ({ body: { success: true, data: CERT } }) });
      renderPage(<CertificatePage />, { path: '/certificates/:code', route: '/certificates/ABCD234XYZ' });
      // "This document certifies the completion by Amina Yusuf of the course Beading Basics".
      expect(await screen.findByText('تشهد هذه الوثيقة بإتمام')).toBeInTheDocument();
      expect(screen.getByText('للدورة')).toBeInTheDocument();
    } finally {
      await act(() => setLocale('en', { remember: false }));
    }
  });

  it('says plainly when a certificate was revoked', async () => {
    mockFetch({
      'GET /api/certificates/ABCD234XYZ': () => ({
        body: { success: true, data: { ...CERT, valid: false, revokedAt: '2026-11-22T09:00:00.000Z' } },
      }),
    });
    renderPage(<CertificatePage />, { path: '/certificates/:code', route: '/certificates/ABCD234XYZ' });
    expect(await screen.findByRole('alert')).toHaveTextContent('This certificate was revoked');
    expect(screen.getByRole('alert')).toHaveTextContent(
      `Sewee withdrew this certificate on ${longDate('2026-11-22T09:00:00.000Z')}. It is no longer valid.`,
    );
    expect(screen.queryByText('Valid certificate')).not.toBeInTheDocument();
  });

  it('says no certificate has an unknown code, and checks a typed code', async () => {
    mockFetch({
      'GET /api/certificates/NOPE': () => ({
        status: 404,
        body: { success: false, code: 'NOT_FOUND', message: 'That certificate was not found.' },
      }),
      'GET /api/certificates/ABCD234XYZ': () => ({ body: { success: true, data: CERT } }),
    });
    renderPage(<CertificatePage />, { path: '/certificates/:code', route: '/certificates/NOPE' });
    expect(await screen.findByText('No certificate has this code')).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Certificate code'), 'abcd2-34xyz');
    await userEvent.click(screen.getByRole('button', { name: 'Check' }));
    expect(await screen.findByText('Valid certificate')).toBeInTheDocument();
  });
});

describe("the student's certificate page", () => {
  it('shows the certificate with its QR code, Download PDF and the public page', async () => {
    mockFetch({
      'GET /api/student/certificates/c1': () => ({
        body: {
          success: true,
          data: {
            code: 'ABCD234XYZ',
            url: 'http://localhost/certificates/ABCD234XYZ',
            pdfUrl: 'http://localhost/api/certificates/ABCD234XYZ/pdf',
          },
        },
      }),
      'GET /api/certificates/ABCD234XYZ': () => ({ body: { success: true, data: CERT } }),
    });
    renderPage(<MyCertificatePage />, { path: '/student-certificates/:courseId', route: '/student-certificates/c1', user: makeUser() });
    expect(await screen.findByText('Amina Yusuf')).toBeInTheDocument();
    expect(
      screen.getByRole('img', { name: 'QR code of the verification address http://localhost/certificates/ABCD234XYZ' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Download PDF' })).toHaveAttribute('href', 'http://localhost/api/certificates/ABCD234XYZ/pdf');
    expect(screen.getByRole('link', { name: 'Open the public page' })).toHaveAttribute('href', '/certificates/ABCD234XYZ');
  });

  it('says what to do while the course is not complete', async () => {
    mockFetch({
      'GET /api/student/certificates/c1': () => ({
        status: 409,
        body: { success: false, code: 'CONFLICT', message: 'Finish every lecture of this course to get its certificate.' },
      }),
    });
    renderPage(<MyCertificatePage />, { path: '/student-certificates/:courseId', route: '/student-certificates/c1', user: makeUser() });
    expect(await screen.findByText('Finish every lecture of this course to get its certificate.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to the course' })).toHaveAttribute('href', '/course-progress/c1');
  });
});
