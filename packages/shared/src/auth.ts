import { z } from 'zod';
import { COUNTRIES } from './countries';
import { LIMITS, ROLES, USER_STATUSES } from './constants';
import { LOCALES } from './locales';
import { say } from './messages/validation/say';
import { requiredText } from './text-field';
import { todayIso } from './password';

// Zod-free helpers live in ./password so a web page can use them without loading zod.
export { passwordChecks, passwordStrength, STRENGTH_LABELS, todayIso } from './password';

/**
 * A person's name. Tabs, line breaks and other control characters are refused: a name is one line,
 * and a tab would split it into two cells when an admin's export is opened in a spreadsheet.
 */
const PersonNameSchema = requiredText('name', LIMITS.nameMax).refine(
  // eslint-disable-next-line no-control-regex -- control characters are exactly what this refuses
  (name) => !/[\u0000-\u001f\u007f]/.test(name),
  say('noControlCharacters', { field: 'name' }),
);

export const EmailSchema = z
  .string({ error: say('required', { field: 'email' }) })
  .trim()
  .min(1, say('required', { field: 'email' }))
  .max(LIMITS.emailMax, say('tooLong', { field: 'email' }))
  .pipe(z.email(say('emailInvalid')))
  .transform((e) => e.toLowerCase());

export const PasswordSchema = z
  .string({ error: say('required', { field: 'password' }) })
  .min(LIMITS.passwordMin, say('passwordTooShort', { min: LIMITS.passwordMin }))
  .max(LIMITS.passwordMax, say('passwordTooLong', { max: LIMITS.passwordMax }));

export const DobSchema = z
  .string({ error: say('required', { field: 'dateOfBirth' }) })
  .regex(/^\d{4}-\d{2}-\d{2}$/, say('dobFormat'))
  .refine((d) => !Number.isNaN(Date.parse(d)) && new Date(d).toISOString().startsWith(d), say('dobReal'))
  .refine((d) => d <= todayIso(), say('dobFuture'))
  .refine((d) => d >= '1900-01-01', say('dobAfter1900'));

export const CountrySchema = z
  .string({ error: say('required', { field: 'country' }) })
  .refine((c) => (COUNTRIES as readonly string[]).includes(c), say('chooseCountry'));

export const PhoneSchema = z
  .string({ error: say('required', { field: 'phoneNumber' }) })
  .trim()
  .min(1, say('required', { field: 'phoneNumber' }))
  .max(LIMITS.phoneMax, say('tooLong', { field: 'phoneNumber' }))
  .regex(/^\+?[0-9 ()-]{5,}$/, say('phoneInvalid'));

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
    .string({ error: say('required', { field: 'email' }) })
    .trim()
    .min(1, say('required', { field: 'email' }))
    .max(LIMITS.emailMax)
    .transform((e) => e.toLowerCase()),
  password: z
    .string({ error: say('required', { field: 'password' }) })
    .min(1, say('required', { field: 'password' }))
    .max(LIMITS.passwordMax),
});

export const VerifyEmailSchema = z.object({
  code: z
    .string({ error: say('required', { field: 'code' }) })
    .trim()
    .regex(/^\d{6}$/, say('codeDigits')),
  email: EmailSchema.optional(),
});

export const ResendVerificationSchema = z.object({ email: EmailSchema.optional() });
export const ForgotPasswordSchema = z.object({ email: EmailSchema });
export const ResetPasswordSchema = z.object({ password: PasswordSchema });
export const ResetTokenParams = z.object({ token: z.string().min(1).max(200) });

export const UserStatusUpdateSchema = z.object({
  status: z.enum(['approved', 'rejected'], { error: say('statusApprovedOrRejected') }),
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
  phone: z
    .string()
    .trim()
    .max(LIMITS.phoneMax, say('tooLong', { field: 'phone' }))
    .optional(),
  company: z
    .string()
    .trim()
    .max(200, say('tooLong', { field: 'company' }))
    .optional(),
  subject: z
    .string()
    .trim()
    .max(200, say('tooLong', { field: 'subject' }))
    .optional(),
  message: z.string().trim().max(5000, say('messageTooLong')).optional(),
});
export type ContactInput = z.input<typeof ContactSchema>;
