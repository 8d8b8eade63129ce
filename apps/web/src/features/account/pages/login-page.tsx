import { useRef, useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { Info } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { SubmitButton } from '../../../components/ui/submit-button';
import { FormField } from '../../../components/ui/field';
import { FormError } from '../../../components/ui/form-error';
import { Input } from '../../../components/ui/input';
import { PasswordInput } from '../../../components/ui/password-input';
import { errorMessage } from '../../../lib/api-client';
import { useLogin } from '../api/login';
import { AuthCard } from '../components/auth-card';
import { SupportContact } from '../components/support-contact';
import '../i18n';
import { paths } from '../../../config/paths';
import { isCoursePath, returningTo } from '../../../lib/auth/return-path';
import { useReturnPath } from '../../../lib/auth/use-return-path';

type LoginErrors = Partial<Record<'email' | 'password', string>>;

/**
 * The login form's only checks (both fields required, nothing else; the server decides
 * the rest). Hand-written rather than the shared zod schema so the sign-in page does not download
 * zod and react-hook-form (~45 KB gzip) on its first view. Same result as LoginSchema: the e-mail
 * is trimmed and lower-cased.
 */
export function checkLogin(email: string, password: string, t: (key: string) => string) {
  const values = { email: email.trim().toLowerCase(), password };
  const errors: LoginErrors = {};
  if (!values.email) errors.email = t('login.emailRequired');
  if (!values.password) errors.password = t('login.passwordRequired');
  return { values, errors };
}

/**
 * /login and /sewee-login. After a successful sign-in the page does not navigate itself: the
 * guest-only guard sends the user on (verified admin /dashboard, verified user /student-home,
 * unverified /verify-email), or back to the page that sent them here (`?next=`), which the sign-up
 * link carries on too. Sent from a course, the page says so.
 */
export function LoginPage({ variant }: { variant: 'plain' | 'sewee' }) {
  const { t } = useTranslation('account');
  const login = useLogin();
  const [errors, setErrors] = useState<LoginErrors>({});
  const submitted = useRef(false);
  const back = useReturnPath();

  const read = (form: HTMLFormElement) => {
    const data = new FormData(form);
    return checkLogin(String(data.get('email') ?? ''), String(data.get('password') ?? ''), t);
  };

  const onSubmit = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    submitted.current = true;
    const { values, errors: found } = read(e.currentTarget);
    setErrors(found);
    const first = (['email', 'password'] as const).find((k) => found[k]);
    if (first) {
      e.currentTarget.querySelector<HTMLInputElement>(`[name="${first}"]`)?.focus();
      return;
    }
    login.mutate(values);
  };

  // After the first submit, errors follow the input (as react-hook-form's re-validation did).
  const onChange = (e: FormEvent<HTMLFormElement>) => {
    if (submitted.current) setErrors(read(e.currentTarget).errors);
  };

  return (
    <AuthCard title={t('login.title')} subtitle={t('login.subtitle')}>
      {back && isCoursePath(back) ? (
        <p role="note" className="mb-5 flex gap-2 rounded-xl border border-gold-400/60 bg-sand-100 p-3 text-sm font-medium text-stone-800">
          <Info className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
          {t('login.forCourse')}
        </p>
      ) : null}
      {/* POST: a form sent before the page's code has arrived (its HTML comes first) never puts the password in the address. */}
      <form method="post" noValidate onSubmit={onSubmit} onChange={onChange} className="space-y-4">
        <FormField id="l-email" label={t('login.email')} error={errors.email}>
          {(control) => <Input {...control} name="email" type="email" autoComplete="email" />}
        </FormField>
        <FormField id="l-password" label={t('login.password')} error={errors.password}>
          {(control) =>
            variant === 'sewee' ? (
              <PasswordInput {...control} name="password" autoComplete="current-password" />
            ) : (
              <Input {...control} name="password" type="password" autoComplete="current-password" />
            )
          }
        </FormField>
        <div className="text-end">
          <Link to={paths.forgotPassword()} className="text-sm font-medium text-brand-700 underline">
            {t('login.forgot')}
          </Link>
        </div>
        <FormError message={login.isError ? errorMessage(login.error, t('login.error')) : null} />
        <SubmitButton loading={login.isPending} className="w-full">
          {t('login.submit')}
        </SubmitButton>
      </form>
      <p className="mt-6 text-center text-sm text-stone-700">
        {t('login.noAccount')}{' '}
        <Link to={returningTo(paths.signup(), back)} className="font-semibold text-brand-700 underline">
          {t('login.signup')}
        </Link>
      </p>
      <SupportContact />
    </AuthCard>
  );
}

export const PlainLoginPage = () => <LoginPage variant="plain" />;
export const SeweeLoginPage = () => <LoginPage variant="sewee" />;
