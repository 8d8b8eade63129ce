import { useForm, type DefaultValues } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { applyServerFieldErrors, type LazyResolver } from '../../lib/form';
import { useSignup } from './api/signup';
import { pendingEmail } from './pending-email';
import { paths } from '../../config/paths';
import { returningTo } from '../../lib/auth/return-path';
import { useReturnPath } from '../../lib/auth/use-return-path';

type SignupValues<F extends string> = Record<F, string> & { name: string; email: string; password: string };

/**
 * What both sign-up variants share: the form, the call, server field errors on their fields, and
 * on success the e-mail remembered for /verify-email and the move there, carrying the page a guest
 * was sent from (`?next=`) on to verification and the sign-in after it.
 */
export function useSignupForm<F extends string>(fields: readonly F[], resolver: LazyResolver<SignupValues<F>>) {
  const navigate = useNavigate();
  const back = useReturnPath();
  const signup = useSignup();
  const form = useForm<SignupValues<F>>({
    resolver,
    defaultValues: Object.fromEntries(fields.map((f) => [f, ''])) as DefaultValues<SignupValues<F>>,
  });
  const onSubmit = form.handleSubmit((values) => {
    signup.mutate(values, {
      onSuccess: () => {
        pendingEmail.set(values.email);
        void navigate(returningTo(paths.verifyEmail(), back));
      },
      onError: (e) => {
        applyServerFieldErrors(e, form.setError, fields);
      },
    });
  });
  return { form, signup, onSubmit, back };
}
