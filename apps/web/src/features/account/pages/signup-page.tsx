import { useWatch } from 'react-hook-form';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { SubmitButton } from '../../../components/ui/submit-button';
import { FormField } from '../../../components/ui/field';
import { FormError } from '../../../components/ui/form-error';
import { Input } from '../../../components/ui/input';
import { PasswordInput } from '../../../components/ui/password-input';
import { errorMessage } from '../../../lib/api-client';
import { lazyResolver } from '../../../lib/form';
import { AuthCard } from '../components/auth-card';
import { PasswordStrength } from '../components/password-strength';
import { useSignupForm } from '../use-signup-form';
import '../i18n';
import { paths } from '../../../config/paths';
import { returningTo } from '../../../lib/auth/return-path';

const FIELDS = ['name', 'email', 'password'] as const;
type ShortSignupForm = Record<(typeof FIELDS)[number], string>;

// SignupSchema's name/email/password (zod) loads on first focus or submit, not with the page.
const resolver = lazyResolver<ShortSignupForm>(() => import('../validation').then((m) => m.shortSignupResolver));

/** /signup: the short sign-up form with a password strength meter. */
export function SignupPage() {
  const { t } = useTranslation('account');
  const {
    form: {
      register,
      control,
      formState: { errors },
    },
    signup,
    onSubmit,
    back,
  } = useSignupForm(FIELDS, resolver);
  const password = useWatch({ control, name: 'password' }) ?? '';

  return (
    <AuthCard title={t('signup.titleShort')} subtitle={t('signup.subtitle')}>
      <form method="post" noValidate onSubmit={onSubmit} onFocus={resolver.preload} className="space-y-4">
        <FormField id="s-name" label={t('signup.fullName')} required error={errors.name?.message}>
          {(control) => <Input {...control} autoComplete="name" {...register('name')} />}
        </FormField>
        <FormField id="s-email" label={t('signup.emailAddress')} required error={errors.email?.message}>
          {(control) => <Input {...control} type="email" autoComplete="email" {...register('email')} />}
        </FormField>
        <FormField id="s-password" label={t('signup.password')} required error={errors.password?.message}>
          {(control) => (
            <>
              <PasswordInput {...control} autoComplete="new-password" {...register('password')} />
              <PasswordStrength password={password} />
            </>
          )}
        </FormField>
        <FormError message={signup.isError ? errorMessage(signup.error, t('signup.error')) : null} />
        <SubmitButton loading={signup.isPending} className="w-full">
          {t('signup.submitShort')}
        </SubmitButton>
      </form>
      <p className="mt-6 text-center text-sm text-stone-700">
        {t('signup.haveAccount')}{' '}
        <Link to={returningTo(paths.plainLogin(), back)} className="font-semibold text-brand-700 underline">
          {t('signup.login')}
        </Link>
      </p>
    </AuthCard>
  );
}
