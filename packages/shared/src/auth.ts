import { z } from 'zod';
import { COUNTRIES } from './countries';
import { LIMITS, ROLES, USER_STATUSES } from './constants';
import { LOCALES } from './locales';
import { todayIso } from './password';

// Zod-free helpers live in ./password so a web page can use them without loading zod.
export { passwordChecks, passwordStrength, STRENGTH_LABELS, todayIso } from './password';

const trimmed = (max: number, label: string) =>
  z
    .string({ error: `${label} is required` })
    .trim()
    .min(1, `${label} is required`)
    .max(max, `${label} must be at most ${max} characters`);

/**
 * A person's name. Tabs, line breaks and other control characters are refused: a name is one line,
 * and a tab would split it into two cells when an admin's export is opened in a spreadsheet.
 */
const PersonNameSchema = trimmed(LIMITS.nameMax, 'Name').refine(
  // eslint-disable-next-line no-control-regex -- control characters are exactly what this refuses
  (name) => !/[\u0000-\u001f\u007f]/.test(name),
  'Name cannot contain tabs, line breaks or other control characters',
);

export const EmailSchema = z
  .string({ error: 'Email is required' })
  .trim()
  .min(1, 'Email is required')
  .max(LIMITS.emailMax, 'Email is too long')
  .pipe(z.email('Enter a valid email address'))
  .transform((e) => e.toLowerCase());

export const PasswordSchema = z
  .string({ error: 'Password is required' })
  .min(LIMITS.passwordMin, `Password must be at least ${LIMITS.passwordMin} characters`)
  .max(LIMITS.passwordMax, `Password must be at most ${LIMITS.passwordMax} characters`);

export const DobSchema = z
  .string({ error: 'Date of birth is required' })
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'Date of birth must be a date (YYYY-MM-DD)')
  .refine((d) => !Number.isNaN(Date.parse(d)) && new Date(d).toISOString().startsWith(d), 'Date of birth must be a real date')
  .refine((d) => d <= todayIso(), 'Date of birth cannot be in the future')
  .refine((d) => d >= '1900-01-01', 'Date of birth must be after 1900');

export const CountrySchema = z
  .string({ error: 'Country is required' })
  .refine((c) => (COUNTRIES as readonly string[]).includes(c), 'Choose a country from the list');

export const PhoneSchema = z
  .string({ error: 'Phone number is required' })
  .trim()
  .min(1, 'Phone number is required')
  .max(LIMITS.phoneMax, 'Phone number is too long')
  .regex(/^\+?[0-9 ()-]{5,}$/, 'Enter a valid phone number (digits, spaces, + - ( ))');

/**
 * Sign-up. The full variant (/sewee-signup) sends every field; the short variant (/signup)
 * collects only name, email and password, so phone, dob and country are optional here and
 * validated when present. Unknown keys (such as `role`) are stripped.
 */
export const SignupSchema = z.object({
  name: PersonNameSchema,
  email: EmailSchema,
  password: PasswordSchema,
  phone: PhoneSchema.optional(),
  dob: DobSchema.optional(),
  country: CountrySchema.optional(),
});
export type SignupInput = z.input<typeof SignupSchema>;

/** The full sign-up form: every field required. */
export const FullSignupSchema = SignupSchema.required();

export const LoginSchema = z.object({
  email: z
    .string({ error: 'Email is required' })
    .trim()
    .min(1, 'Email is required')
    .max(LIMITS.emailMax)
    .transform((e) => e.toLowerCase()),
  password: z.string({ error: 'Password is required' }).min(1, 'Password is required').max(LIMITS.passwordMax),
});

export const VerifyEmailSchema = z.object({
  code: z
    .string({ error: 'Code is required' })
    .trim()
    .regex(/^\d{6}$/, 'The code is 6 digits'),
  email: EmailSchema.optional(),
});

export const ResendVerificationSchema = z.object({ email: EmailSchema.optional() });
export const ForgotPasswordSchema = z.object({ email: EmailSchema });
export const ResetPasswordSchema = z.object({ password: PasswordSchema });
export const ResetTokenParams = z.object({ token: z.string().min(1).max(200) });

export const UserStatusUpdateSchema = z.object({
  status: z.enum(['approved', 'rejected'], { error: 'Status must be approved or rejected' }),
});
export const UserIdParams = z.object({ userId: z.string().max(100) });

/** A user as every API response shows it: never a hash, code or token. */
export const UserSchema = z.object({
  _id: z.string(),
  name: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  dob: z.string().nullable(),
  country: z.string().nullable(),
  role: z.enum(ROLES),
  isAdmin: z.boolean(),
  isVerified: z.boolean(),
  status: z.enum(USER_STATUSES),
  createdAt: z.string(),
  lastLogin: z.string().nullable(),
  /** Data saver (video.ts): null until the user chooses, then the browser's hints decide. */
  dataSaver: z.boolean().nullable(),
  /** The account's language: null until the user picks one (or signs up, which records the language used). */
  language: z.enum(LOCALES).nullable(),
});
export type User = z.infer<typeof UserSchema>;

export const UserResponse = z.object({ success: z.literal(true), message: z.string().optional(), user: UserSchema });
/**
 * check-auth's answer to a visitor nobody is signed in as: a normal state, not an error, so it comes
 * with 200 (a 401 makes the browser print "Failed to load resource" in the console of every guest
 * page that checks). `success: false` is the specification's failed check (not signed in).
 */
export const SignedOutResponse = z.object({
  success: z.literal(false),
  code: z.literal('UNAUTHENTICATED'),
  message: z.string(),
  user: z.null(),
});
/** check-auth's answer: the signed-in user, or SignedOutResponse. */
export const SessionResponse = z.discriminatedUnion('success', [UserResponse, SignedOutResponse]);
/** Sign-in's answer: `codeSent` is true when the user's verification code had expired and a fresh one was just mailed. */
export const LoginResponse = UserResponse.extend({ codeSent: z.boolean().optional() });
export const UsersResponse = z.object({ success: z.literal(true), message: z.string().optional(), users: z.array(UserSchema) });
export const MessageResponse = z.object({ success: z.literal(true), message: z.string() });

export const ContactSchema = z.object({
  name: PersonNameSchema,
  email: EmailSchema,
  phone: z.string().trim().max(LIMITS.phoneMax, 'Phone is too long').optional(),
  company: z.string().trim().max(200, 'Company name is too long').optional(),
  subject: z.string().trim().max(200, 'Subject is too long').optional(),
  message: z.string().trim().max(5000, 'Message is too long (5000 characters at most)').optional(),
});
export type ContactInput = z.input<typeof ContactSchema>;
