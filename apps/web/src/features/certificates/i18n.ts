import { registerNamespace } from '../../lib/i18n';

export const certificates = {
  // The student's own certificate (/student-certificates/:courseId).
  mine: {
    title: 'Your certificate',
    loading: 'Loading your certificate…',
    loadError: 'Your certificate could not be loaded. Check your connection and try again.',
    retry: 'Try again',
    notYet: 'Not yet',
    backToCourse: 'Back to the course',
    myCourses: 'My Courses',
    download: 'Download PDF',
    openPublic: 'Open the public page',
    share: 'Anyone can check this certificate by scanning the QR code or typing the code at the address below.',
  },
  // The public verification page (/certificates/:code).
  verify: {
    title: 'Certificate of completion',
    loading: 'Checking the certificate…',
    loadError: 'The certificate could not be checked. Check your connection and try again.',
    retry: 'Try again',
    valid: 'Valid certificate',
    validText: 'Sewee confirms that this certificate is genuine.',
    revoked: 'This certificate was revoked',
    revokedText: 'Sewee withdrew this certificate on {{date}}. It is no longer valid.',
    notFound: 'No certificate has this code',
    notFoundText: 'Check the code on the certificate and type it again. Codes use the letters A to Z and the digits 2 to 9.',
    checkAnother: 'Check another code',
    codeLabel: 'Certificate code',
    check: 'Check',
  },
  // Shared by both pages.
  details: {
    certifies: 'This certifies that',
    completed: 'has completed the course',
    instructor: 'Instructor',
    completedOn: 'Completed on',
    code: 'Certificate code',
    qr: 'QR code of the verification address {{url}}',
  },
};

registerNamespace('certificates', certificates, import.meta.glob('./locales/i18n.*.ts'));
