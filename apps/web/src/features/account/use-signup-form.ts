import { useForm, type DefaultValues } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { applyServerFieldErrors, type LazyResolver } from '../../lib/form';
import { useSignup } from './api/signup';
import { pendingEmail } from './pending-email';
import { paths } from '../../config/paths';

type SignupValues<F extends string> = Record<F, string> & { name: string; email: string; password: string };

/**
 * What both sign-up variants share: the form, the call, server field errors on their fields, and
 * on success the e-mail remembered for /verify-email and the move there.
 */
export function useSignupForm<F extends string>(fields: readonly F[], resolver: LazyResolver<SignupValues<F>>) {
  const navigate = useNavigate();
  const signup = useSignup();
  const form = useForm<SignupValues<F>>({
    resolver,
    defaultValues: Object.fromEntries(fields.map((f) => [f, ''])) as DefaultValues<SignupValues<F>>,
  });
  const onSubmit = form.handleSubmit((values) => {
    signup.mutate(values, {
      onSuccess: () => {
        pendingEmail.set(values.email);
        void navigate(paths.verifyEmail());
      },
      onError: (e) => {
        applyServerFieldErrors(e, form.setError, fields);
      },
    });
  });
  return { form, signup, onSubmit };
}
