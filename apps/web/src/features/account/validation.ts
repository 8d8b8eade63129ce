// The zod-based validation of the account forms. Imported lazily (lib/form lazyResolver), so zod and
// @hookform/resolvers are not part of any account page's first view; they load when the user first
// focuses a form or submits it.
import { zodResolver } from '@hookform/resolvers/zod';
import { ForgotPasswordSchema, FullSignupSchema, SignupSchema } from '@sewee/shared';
import { localizedResolver } from '../../lib/localized-resolver';

export const fullSignupResolver = localizedResolver(zodResolver(FullSignupSchema));
export const shortSignupResolver = localizedResolver(zodResolver(SignupSchema.pick({ name: true, email: true, password: true })));
export const forgotPasswordResolver = localizedResolver(zodResolver(ForgotPasswordSchema));
