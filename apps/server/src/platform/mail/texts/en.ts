/**
 * The e-mails' texts in English (platform/mail/templates.ts puts them together). Parameters in
 * `{{ }}`; each mail is sent in its recipient's language (the account's, else the one of the request
 * that queued it).
 */
export const mailTexts = {
  footer: 'Sewee — fashion and craft courses for students across Africa.',
  hello: 'Hello {{name}},',
  signature: 'Sewee',
  verification: {
    subject: 'Your Sewee verification code: {{code}}',
    title: 'Verify your e-mail',
    codeIs: 'Your Sewee verification code is {{code}}.',
    yourCode: 'Your verification code is:',
    expires: 'It expires in 10 minutes.',
    notYou: 'If you did not sign up for Sewee, ignore this e-mail.',
  },
  reset: {
    subject: 'Reset your Sewee password',
    title: 'Reset your password',
    openLink: 'To choose a new password, open this link (valid for 1 hour):',
    tapButton: 'To choose a new password, tap the button below. The link is valid for 1 hour.',
    button: 'Reset password',
    orOpen: 'Or open: {{link}}',
    notYou: 'If you did not ask for this, ignore this e-mail: your password stays the same.',
  },
  contact: {
    subject: 'Contact form: {{about}}',
    title: 'New message from the contact form',
    name: 'Name',
    email: 'Email',
    phone: 'Phone',
    company: 'Company',
    subjectField: 'Subject',
    message: 'Message',
  },
  receipt: {
    subject: 'Your receipt for {{course}}',
    title: 'Payment received: you are enrolled',
    paid: 'Thank you: we received your payment and you are enrolled in "{{course}}". The course is in My Courses.',
    paidHtml: 'Thank you: we received your payment and you are enrolled in “{{course}}”. The course is in My Courses.',
    course: 'Course',
    amount: 'Amount',
    reference: 'Reference',
    date: 'Date',
    keep: 'Keep this e-mail as your receipt. If you have a question, reply to it and quote the reference.',
  },
  refund: {
    subject: 'Your payment for {{course}} will be refunded',
    title: 'Your payment will be refunded',
    received: 'We received your payment of {{amount}} for "{{course}}" (reference {{reference}}), but {{why}}.',
    receivedHtml: 'We received your payment of {{amount}} for “{{course}}”, but {{why}}.',
    willRefund:
      'The Sewee team will refund it to you. You do not need to do anything; if you have a question, reply to this e-mail and quote the reference.',
    willRefundHtml:
      'The Sewee team will refund it to you. You do not need to do anything; if you have a question, reply to this e-mail and quote the reference:',
    why: {
      duplicate:
        'you had already bought this course with an earlier payment, so you are enrolled once and this second payment is not needed',
      account_rejected: 'your account was not approved by the Sewee team, so the payment could not enrol you',
      application_rejected: 'your application for this course was not approved, so the payment could not enrol you',
    },
  },
  /** A verdict on a practice piece. */
  practiceReview: {
    passed: {
      subject: 'Passed: {{piece}}',
      title: 'Your practice piece passed',
      body: 'Your instructor reviewed “{{piece}}” in “{{course}}”: passed.',
    },
    needs_work: {
      subject: 'Needs work: {{piece}}',
      title: 'Your practice piece needs more work',
      body: 'Your instructor reviewed “{{piece}}” in “{{course}}”: it needs more work. Read the comment, then send new photos.',
    },
    comment: 'The instructor’s comment:',
    button: 'Open the course',
  },
  /** Decisions on an application or an account, one text set per DECISION_STATUSES entry. */
  decision: {
    adminMessage: 'A message from the Sewee team:',
    replyToAsk: 'If you have a question, reply to this e-mail.',
    application: {
      approved: {
        subject: 'You are admitted to {{course}}',
        title: 'Your application was approved',
        body: 'Good news: your application for “{{course}}” was approved.',
        next: 'What to do next: open the course and press Buy Now to enrol.',
        button: 'Open the course',
      },
      rejected: {
        subject: 'Your application for {{course}}',
        title: 'Your application was not approved',
        body: 'Your application for “{{course}}” was not approved this time.',
        next: 'You can still browse the catalogue and apply for other courses.',
        button: 'Browse the courses',
      },
      waitlisted: {
        subject: 'You are on the waitlist for {{course}}',
        title: 'You are on the waitlist',
        body: 'Your application for “{{course}}” was accepted, but every funded seat of this intake is taken, so you are on the waitlist.',
        next: 'If a seat is freed, it is yours in turn and we will e-mail you at once. Your place is shown on the course page.',
        button: 'Open the course',
      },
      promoted: {
        subject: 'A seat is yours in {{course}}',
        title: 'A seat is yours',
        body: 'Good news: a seat was freed in “{{course}}” and it is now yours.',
        next: 'Enrol by {{date}} to keep it: open the course and enrol.',
        button: 'Open the course',
      },
    },
    account: {
      approved: {
        subject: 'Your Sewee account is approved',
        title: 'Your account is approved',
        body: 'The Sewee team approved your account.',
        next: 'What to do next: choose a course, apply, and once you are admitted press Buy Now to enrol.',
        button: 'Browse the courses',
      },
      rejected: {
        subject: 'Your Sewee account was not approved',
        title: 'Your account was not approved',
        body: 'The Sewee team did not approve your account, so you cannot apply for or buy courses.',
        next: 'If you think this is a mistake, reply to this e-mail.',
        button: 'Visit Sewee',
      },
    },
  },
  signupNotice: {
    subject: 'Someone tried to sign up to Sewee with your e-mail',
    title: 'You already have an account',
    tried: 'Someone just tried to create a Sewee account with this e-mail address, which already has an account.',
    ifYou: 'If it was you, sign in: {{link}}',
    forgot: 'Forgot your password? Reset it: {{link}}',
    signIn: 'Sign in',
    forgotHtml: 'Forgot your password? {{link}}.',
    resetIt: 'Reset it',
    notYou: 'If it was not you, ignore this e-mail: nothing has changed.',
  },
} as const;

export default mailTexts;
