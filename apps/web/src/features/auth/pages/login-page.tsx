import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { LoginSchema } from '@sewee/shared';
import { Button } from '../../../components/ui/button';
import { Field, invalidProps } from '../../../components/ui/field';
import { FormError } from '../../../components/ui/form-error';
import { Input } from '../../../components/ui/input';
import { PasswordInput } from '../../../components/ui/password-input';
import { errorMessage } from '../../../lib/api-client';
import { useLogin } from '../api/login';
import { AuthCard } from '../components/auth-card';
import { SupportContact } from '../components/support-contact';
import '../i18n';

/**
 * /login and /sewee-login. After a successful sign-in the page does not navigate itself: the
 * guest-only guard sends the user on (verified admin /dashboard, verified user /student-home,
 * unverified /verify-email).
 */
export function LoginPage({ variant }: { variant: 'plain' | 'sewee' }) {
  const { t } = useTranslation('auth');
  const login = useLogin();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm({ resolver: zodResolver(LoginSchema), defaultValues: { email: '', password: '' } });

  const onSubmit = handleSubmit((values) => login.mutate(values));

  return (
    <AuthCard title={t('login.title')} subtitle={t('login.subtitle')}>
      <form noValidate onSubmit={onSubmit} className="space-y-4">
        <Field id="l-email" label={t('login.email')} error={errors.email?.message}>
          <Input id="l-email" type="email" autoComplete="email" {...invalidProps('l-email', errors.email?.message)} {...register('email')} />
        </Field>
        <Field id="l-password" label={t('login.password')} error={errors.password?.message}>
          {variant === 'sewee' ? (
            <PasswordInput id="l-password" autoComplete="current-password" {...invalidProps('l-password', errors.password?.message)} {...register('password')} />
          ) : (
            <Input id="l-password" type="password" autoComplete="current-password" {...invalidProps('l-password', errors.password?.message)} {...register('password')} />
          )}
        </Field>
        <div className="text-end">
          <Link to="/forgot-password" className="text-sm font-medium text-brand-700 underline">
            {t('login.forgot')}
          </Link>
        </div>
        <FormError message={login.isError ? errorMessage(login.error, t('login.error')) : null} />
        <Button type="submit" loading={login.isPending} className="w-full">
          {t('login.submit')}
        </Button>
      </form>
      <p className="mt-6 text-center text-sm text-stone-700">
        {t('login.noAccount')}{' '}
        <Link to="/sewee-signup" className="font-semibold text-brand-700 underline">
          {t('login.signup')}
        </Link>
      </p>
      <SupportContact />
    </AuthCard>
  );
}

export const PlainLoginPage = () => <LoginPage variant="plain" />;
export const SeweeLoginPage = () => <LoginPage variant="sewee" />;
