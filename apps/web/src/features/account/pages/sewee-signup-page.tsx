import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { COUNTRIES } from '@sewee/shared/countries';
import { todayIso } from '@sewee/shared/password';
import { SubmitButton } from '../../../components/ui/submit-button';
import { FormField } from '../../../components/ui/field';
import { FormError } from '../../../components/ui/form-error';
import { Input } from '../../../components/ui/input';
import { PasswordInput } from '../../../components/ui/password-input';
import { CountrySelect } from '../../../components/ui/country-select';
import { errorMessage } from '../../../lib/api-client';
import { lazyResolver } from '../../../lib/form';
import { AuthCard } from '../components/auth-card';
import { useSignupForm } from '../use-signup-form';
import '../i18n';
import { paths } from '../../../config/paths';
import { returningTo } from '../../../lib/auth/return-path';

const FIELDS = ['name', 'email', 'phone', 'dob', 'country', 'password'] as const;
type FullSignupForm = Record<(typeof FIELDS)[number], string>;

// FullSignupSchema (zod) loads on first focus or submit, not with the page.
const resolver = lazyResolver<FullSignupForm>(() => import('../validation').then((m) => m.fullSignupResolver));

/** /sewee-signup: the full sign-up form (every field required). */
export function SeweeSignupPage() {
  const { t } = useTranslation('account');
  const {
    form: {
      register,
      formState: { errors },
    },
    signup,
    onSubmit,
    back,
  } = useSignupForm(FIELDS, resolver);

  const err = (k: (typeof FIELDS)[number]) => errors[k]?.message;

  return (
    <AuthCard title={t('signup.titleFull')} subtitle={t('signup.subtitle')}>
      <form method="post" noValidate onSubmit={onSubmit} onFocus={resolver.preload} className="space-y-4">
        <FormField id="su-name" label={t('signup.name')} required error={err('name')}>
          {(control) => <Input {...control} autoComplete="name" {...register('name')} />}
        </FormField>
        <FormField id="su-email" label={t('signup.email')} required error={err('email')}>
          {(control) => <Input {...control} type="email" autoComplete="email" {...register('email')} />}
        </FormField>
        <FormField id="su-phone" label={t('signup.phone')} required error={err('phone')}>
          {(control) => <Input {...control} type="tel" autoComplete="tel" placeholder="+234" {...register('phone')} />}
        </FormField>
        <FormField id="su-dob" label={t('signup.dob')} required error={err('dob')}>
          {(control) => <Input {...control} type="date" max={todayIso()} autoComplete="bday" {...register('dob')} />}
        </FormField>
        <FormField id="su-country" label={t('signup.country')} required error={err('country')}>
          {(control) => (
            <CountrySelect
              {...control}
              autoComplete="country-name"
              {...register('country')}
              groups={[{ countries: COUNTRIES }]}
              emptyLabel={t('signup.selectCountry')}
              emptyDisabled
            />
          )}
        </FormField>
        <FormField id="su-password" label={t('signup.password')} required error={err('password')}>
          {(control) => <PasswordInput {...control} autoComplete="new-password" {...register('password')} />}
        </FormField>
        <p className="text-sm text-stone-600">{t('signup.terms')}</p>
        <FormError message={signup.isError ? errorMessage(signup.error, t('signup.error')) : null} />
        <SubmitButton loading={signup.isPending} className="w-full">
          {t('signup.register')}
        </SubmitButton>
      </form>
      <p className="mt-6 text-center text-sm text-stone-700">
        {t('signup.haveAccount')}{' '}
        <Link to={returningTo(paths.login(), back)} className="font-semibold text-brand-700 underline">
          {t('signup.login')}
        </Link>
      </p>
    </AuthCard>
  );
}
