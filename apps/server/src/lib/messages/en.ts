/**
 * Every server message a person reads, in English: the error answers (AppError messages, the error
 * handler's sentences). The code throws these English texts (the specification's wording); the error
 * handler answers in the caller's language by matching the text against these templates
 * (lib/messages/index.ts). A new message goes here too: test/messages.test.ts fails on an AppError
 * text no template matches. `{{ }}` are parameters; a parameter that is itself a text here ("That
 * course", "5 minutes") is translated too. `_one`/`_other` are plural forms chosen by `{{count}}`.
 */
export const messages = {
  general: {
    notFound: '{{what}} was not found.',
    fieldsInvalid: 'Some fields are not valid: {{list}}',
    fieldsInvalidIn: 'Some fields are not valid ({{where}}): {{list}}',
    fieldInvalidIn: '{{message}} ({{where}})',
    internal: 'Something went wrong on our side. Please try again in a moment.',
    outage: 'Sewee cannot reach its database right now. Please try again in a minute.',
    invalidJson: 'The request body is not valid JSON.',
    tooLarge: 'The request is too large.',
    jsonOnly: 'This request must be sent as JSON (Content-Type: application/json).',
    unsupportedType: 'This type of content is not supported here.',
    notUnderstood: 'The request could not be understood. Check it and try again.',
    timeout: 'The request took too long to arrive. Check your connection and try again.',
    headersTooLarge: "The request's headers are too large. Clear this site's cookies in your browser and try again.",
    addressTooLong: 'The address is too long.',
    addressMalformed: 'The address is not valid (it contains a malformed %-escape).',
    noSuchRoute: 'No such API route: {{route}}',
    noSuchPage: 'No such page: {{route}}',
    otherSites: 'Requests from other sites are not allowed.',
    nulCharacter: 'The request contains a NUL character (\\u0000), which is not allowed in any field.',
    tooManyAttempts: 'Too many attempts. Please wait {{wait}} and try again.',
  },
  /** What notFound(…) names. */
  things: {
    course: 'That course',
    user: 'That user',
    order: 'That order',
    refund: 'That refund',
    lecture: 'That lecture of this course',
    file: 'That file',
    video: 'That video',
    videoPart: 'That part of the video',
    application: 'That application',
    address: 'That address',
    theFile: 'The file',
  },
  wait: {
    seconds_one: '{{count}} second',
    seconds_other: '{{count}} seconds',
    minutes_one: '{{count}} minute',
    minutes_other: '{{count}} minutes',
  },
  session: {
    signIn: 'Please sign in to continue.',
    verifyFirst: 'Please verify your e-mail address first.',
    adminsOnly: 'Only administrators can do this.',
    ownInfoRead: 'You can only see your own information.',
    ownInfoWrite: 'You can only change your own information.',
    ownStatus: 'You cannot change your own status.',
  },
  auth: {
    wrongPasswords:
      'Too many wrong passwords for this account from your network. Please wait {{wait}} and try again, or reset your password.',
    incorrect: 'Incorrect e-mail or password.',
    codeExpired: 'This code has expired. Tap "Resend code" to get a new one.',
    tooManyCodes: 'Too many wrong codes. Tap "Resend code" to get a new one.',
    wrongCode_one: 'That code is not right. {{count}} try left.',
    wrongCode_other: 'That code is not right. {{count}} tries left.',
    codeUsed: 'This code was already used. Tap "Resend code" to get a new one.',
    resetInvalid: 'This reset link is invalid or has expired. Ask for a new one.',
    signupEnded: 'Your sign-up session has ended. Sign in to get a new code.',
    emailMismatch: 'That e-mail does not match the account being verified.',
  },
  applications: {
    accountRejected:
      'Your account was not approved by the Sewee team, so you cannot apply for or buy courses. Please contact support if you think this is a mistake.',
    alreadyApplied: 'You have already applied for this course (status: {{status}}).',
  },
  orders: {
    pending: 'The payment has not been completed yet. If you have paid, wait a moment and try again.',
    failed: 'The payment was not completed, so you were not enrolled. You can try again from the course page.',
    mismatch: 'The payment did not match this order, so you were not enrolled. Please contact support.',
    notApproved: 'Your application for this course was not approved, so you cannot buy it.',
    stillReviewed: 'Your application for this course is still being reviewed. You can buy it once it is approved.',
    applyFirst: 'Please apply for this course first. You can buy it once your application is approved.',
    accountRejectedPaid:
      'Your account was not approved by the Sewee team, so this payment did not enrol you. It will be refunded to you; you do not need to do anything. We have e-mailed you the details.',
    applicationRejectedPaid:
      'Your application for this course was not approved, so this payment did not enrol you. It will be refunded to you; you do not need to do anything. We have e-mailed you the details.',
    duplicate:
      'You had already bought this course with an earlier payment, so you are enrolled once and this second payment is not needed. It will be refunded to you; you do not need to do anything. We have e-mailed you the details.',
    methodGone: 'This order was made with a payment method that is no longer available. Please start a new order.',
    notConfirmed: 'We could not confirm the payment with the payment provider. Please try again in a moment.',
    unreachable: 'We could not reach the payment provider. Please try again in a moment.',
    alreadyBought: 'You already bought this course.',
    alreadyRefunded: 'This payment is already marked as refunded.',
    paystackOff: 'Paystack is not enabled on this server.',
    badSignature: 'Invalid webhook signature.',
  },
  progress: {
    ownRead: 'You can only see your own course progress.',
    ownWrite: 'You can only change your own course progress.',
    notBought: 'You have not bought this course. Buy it to watch its lectures and track your progress.',
  },
  media: {
    empty: '{{name}} is empty. Choose a file to upload.',
    wrongType: '{{name}} is {{what}}. Upload a JPEG, PNG, WebP or GIF image, or an MP4, WebM or MOV video.',
    wrongVideoType: '{{name}} is {{what}}. Upload an MP4, WebM or MOV video.',
    aTypeFile: 'a {{type}} file',
    unknownType: 'not a file type we recognise',
    videoTooLarge: '{{name}} is too large: videos can be at most {{size}}.',
    imageTooLarge: '{{name}} is too large: images can be at most {{size}}.',
    ownFiles: 'You can only delete files you uploaded.',
    signInToWatch: 'Please sign in to watch this lecture.',
    notInCourse: 'This video is not part of any course yet.',
    buyToWatch: 'Buy this course to watch this lecture.',
    manageOwn: 'You can only manage videos you uploaded or that your courses play.',
    formField: 'Send the file in the form field "{{field}}".',
    chooseFile: 'Choose a file to upload (form field "{{field}}").',
    noFfmpeg: 'Low-data versions are off on this server (no ffmpeg); the original video plays. See the README to install ffmpeg.',
    retryOnlyFailed: 'Only a video whose processing failed can be retried; this one is {{status}}.',
    oneAtATime: 'Send one file at a time here; use bulk upload for several files.',
    tooManyFiles: 'Too many files: at most {{count}} files can be uploaded at once.',
    tooManyFields: 'The upload has too many form fields.',
    multipartOnly: 'Send the file as multipart/form-data.',
    formInvalid: 'The upload form is not valid.',
    unreadable: 'The upload could not be read. Check the file and try again.',
  },
  courses: {
    instructorOnly: 'Only the course instructor can manage this course.',
    enrolled_one: 'This course cannot be deleted: {{count}} student is enrolled in it.',
    enrolled_other: 'This course cannot be deleted: {{count}} students are enrolled in it.',
    lectureVideoMissing: 'Lecture {{number}}: the video was not found. Upload it again.',
    lectureNotVideo: 'Lecture {{number}}: the file is not a video.',
    imageMissing: 'The course image was not found. Upload the image again in Settings.',
    imageNotImage: 'The course image must be an image file.',
  },
} as const;

export default messages;
