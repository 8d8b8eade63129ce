export const ROLES = ['user', 'admin'] as const;
export type Role = (typeof ROLES)[number];
export const USER_STATUSES = ['pending', 'approved', 'rejected'] as const;
export type UserStatus = (typeof USER_STATUSES)[number];
/**
 * pending -> approved | rejected (the specification). In an intake with funded seats an
 * approval beyond the seats is `waitlisted`; a student may give a seat up (`declined`), and an
 * admitted student who does not enrol in time loses it (`expired`).
 */
export const APPLICATION_STATUSES = ['pending', 'approved', 'rejected', 'waitlisted', 'declined', 'expired'] as const;
export type ApplicationStatus = (typeof APPLICATION_STATUSES)[number];
/**
 * What an admin may decide on an application or an account, one at a time or in bulk.
 * Each one has its e-mail texts (platform/mail/texts: `decision.application.<status>`); a new
 * status (a waitlist, say) is added here, to APPLICATION_STATUSES and to those texts.
 */
export const DECISION_STATUSES = ['approved', 'rejected'] as const;
export type DecisionStatus = (typeof DECISION_STATUSES)[number];

/** The scholarship's targets: students admitted a year, and countries reached. */
export const ADMISSION_TARGETS = { studentsPerYear: 5000, countries: 54 } as const;

export const LIMITS = {
  verificationCodeLength: 6,
  passwordMin: 8,
  /** The strength meter's length point (a length of 6 or more scores it); the checklist and the server ask for passwordMin. */
  strengthLength: 6,
  passwordMax: 128,
  nameMax: 100,
  emailMax: 254,
  phoneMax: 32,
  adminPageSize: 10,
  /** The most rows one bulk decision (or "select all matching") takes: a year's target fits. */
  bulkMax: 5000,
  /** The longest message an admin may add to a decision. */
  decisionMessageMax: 1000,
  bulkUploadMaxFiles: 20,
  resetRedirectMs: 2000,
  toastMs: 4000,
  successToastMs: 2000,
  uploadBarLingerMs: 1000,
  playerControlsHideMs: 3000,
  playerSeekSeconds: 5,
  playerDefaultVolume: 0.5,
  playerProgressIntervalMs: 1000,
  confettiMs: 15000,
} as const;

/**
 * Id of the JSON data block (`<script type="application/json">`) in which the server writes the
 * session's user (or null) into every page, so the app starts without a check-auth round trip.
 */
export const AUTH_BLOCK_ID = 'sewee-auth';
/**
 * Id of the JSON data block in which the server writes the query data a server-rendered guest page
 * was drawn from (TanStack Query's dehydrated state), read once by the web app.
 */
export const SSR_STATE_ID = 'sewee-ssr-state';
/**
 * The attribute that holds a module script's address on a server-rendered guest page: the server
 * writes its scripts as inert `<script type="text/plain" data-after-paint="/assets/…">`, and the boot
 * script loads them once the page has painted.
 */
export const AFTER_PAINT_ATTR = 'data-after-paint';
/** The `<meta name>` through which the server tells the web app the currency prices are charged in (PAYMENT_CURRENCY). */
export const CURRENCY_META = 'sewee-currency';

/** The longest catalogue search (`q`) the server takes: a few words of a title or a name fit many times over. */
export const CATALOG_SEARCH_MAX = 100;
/** Courses per catalogue page the web asks for (one Show more), and the most one request may ask for. */
export const CATALOG_PAGE_SIZE = 12;
export const CATALOG_PAGE_MAX = 100;

/** Session-storage keys used by the catalogue and payments (names are from the specification). */
/** The cookie that keeps the language chosen on a device: the web sets it, the server reads it for the page and its messages. */
export const LANGUAGE_COOKIE = 'sewee-lang';

export const STORAGE_KEYS = {
  filters: 'filters',
  category: 'category',
  currentOrderId: 'currentOrderId',
  /** Which course the stored order is for, so /payment-failed can link back to it. */
  currentOrderCourseId: 'currentOrderCourseId',
} as const;

/** Placeholder support contacts shown in the site shell (the specification calls them placeholders). */
export const SUPPORT = {
  email: 'hello@sewee.africa',
  phoneNigeria: '+234 800 000 0000',
  phoneUsa: '+1 202 555 0100',
} as const;
