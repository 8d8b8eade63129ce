import { registerNamespace } from '../../../lib/i18n';

/** Practice pieces on the course progress page, merged into the 'learning' namespace. */
export const practiceTexts = {
  practice: {
    piece: 'Practice piece',
    required: 'Required',
    status: {
      not_sent: 'Not sent yet',
      waiting: 'Waiting for review',
      passed: 'Passed',
      needs_work: 'Needs work',
    },
    instructions: 'Instructions',
    photosNeeded_one: 'Send {{count}} photo of your work.',
    photosNeeded_other: 'Send {{count}} photos of your work.',
    takePhoto: 'Take photo',
    gallery: 'Choose from gallery',
    shrinking: 'Making the photo smaller…',
    size: '{{size}}',
    savedFrom: 'shrunk from {{size}}',
    remove: 'Remove photo {{n}}',
    photoAlt: 'Photo {{n}} you chose',
    send: 'Send for review',
    sending: 'Sending… {{percent}}%',
    retrying: 'Connection dropped. Trying again in {{seconds}} s (your photos are kept).',
    sent: 'Photos sent. Your instructor will review them.',
    sendError: 'The photos could not be sent',
    unreadable: '“{{name}}” cannot be read here. Take the photo with the Take photo button, or choose a JPEG, PNG or WebP.',
    needCount_one: 'Choose {{count}} photo to send.',
    needCount_other: 'Choose {{count}} photos to send.',
    waitingNote: 'Your photos wait for your instructor’s review. You can send new ones after the answer.',
    passedNote: 'Your instructor passed this piece.',
    rounds: 'Your rounds',
    round: 'Round {{n}} · {{date}}',
    comment: 'Instructor’s comment',
    yourPhoto: 'Photo {{n}} of round {{round}}',
    close: 'Close',
    loadError: 'Your practice pieces could not be loaded.',
    missingTitle: 'To complete the course',
    missingLectures_one: 'Watch {{count}} more lecture.',
    missingLectures_other: 'Watch {{count}} more lectures.',
    missingPieces: 'Pass these practice pieces: {{list}}.',
  },
};

registerNamespace('learning', practiceTexts, import.meta.glob('./locales/practice-i18n.*.ts'));
