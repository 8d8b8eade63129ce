import { registerNamespace } from '../../lib/i18n';

/** The certificates issued for a course, as the instructor sees them on the course editor (merged into 'certificates'; the public pages do not load it). */
export const certificatesAdmin = {
  admin: {
    title: 'Certificates issued',
    intro:
      'Students get a certificate when they complete this course. Revoke one issued in error: its public page then says it is no longer valid.',
    empty: 'No certificate has been issued for this course yet.',
    fetchError: 'The certificates could not be loaded.',
    student: 'Student',
    code: 'Code',
    completedOn: 'Completed on',
    status: 'Status',
    actions: 'Actions',
    valid: 'Valid',
    revokedOn: 'Revoked on {{date}}',
    revoke: 'Revoke',
    revokeFor: 'Revoke: the certificate of {{name}}',
    revokeTitle: 'Revoke the certificate of {{name}}?',
    revokeText: 'Anyone who checks code {{code}} will see that it was revoked. This cannot be undone.',
    reason: 'Reason',
    confirm: 'Revoke certificate',
    cancel: 'Cancel',
    revoked: 'Certificate revoked.',
    revokeError: 'The certificate could not be revoked. Please try again.',
  },
};

registerNamespace('certificates', certificatesAdmin, import.meta.glob('./locales/i18n-admin.*.ts'));
