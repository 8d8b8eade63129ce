import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { buttonClasses } from '../../../components/ui/button';
import { SubmitButton } from '../../../components/ui/submit-button';
import { FormField } from '../../../components/ui/field';
import { FormError } from '../../../components/ui/form-error';
import { Input } from '../../../components/ui/input';
import { errorMessage } from '../../../lib/api-client';
import { lazyResolver } from '../../../lib/form';
import { useForgotPassword } from '../api/forgot-password';
import { AuthCard } from '../components/auth-card';
import '../i18n';
import { paths } from '../../../config/paths';

// ForgotPasswordSchema (zod) loads on first focus or submit, not with the page.
const resolver = lazyResolver<{ email: string }>(() => import('../validation').then((m) => m.forgotPasswordResolver));

export function ForgotPasswordPage() {
  const { t } = useTranslation('account');
  const forgot = useForgotPassword();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm({ resolver, defaultValues: { email: '' } });

  const onSubmit = handleSubmit(({ email }) => forgot.mutate({ email }, { onSuccess: () => setSentTo(email) }));

  if (sentTo) {
    return (
      <AuthCard title={t('forgot.title')}>
        <p role="status" className="text-stone-800">
          {t('forgot.sent', { email: sentTo })}
        </p>
        <Link to={paths.login()} className={buttonClasses('primary', 'md', 'mt-6 w-full')}>
          {t('forgot.back')}
        </Link>
      </AuthCard>
    );
  }

  return (
    <AuthCard title={t('forgot.title')} subtitle={t('forgot.subtitle')}>
      <form method="post" noValidate onSubmit={onSubmit} onFocus={resolver.preload} className="space-y-4">
        <FormField id="f-email" label={t('forgot.email')} required error={errors.email?.message}>
          {(control) => <Input {...control} type="email" autoComplete="email" {...register('email')} />}
        </FormField>
        <FormError message={forgot.isError ? errorMessage(forgot.error, t('forgot.error')) : null} />
        <SubmitButton loading={forgot.isPending} className="w-full">
          {t('forgot.submit')}
        </SubmitButton>
      </form>
      <p className="mt-6 text-center text-sm">
        <Link to={paths.login()} className="font-semibold text-brand-700 underline">
          {t('forgot.back')}
        </Link>
      </p>
    </AuthCard>
  );
}
