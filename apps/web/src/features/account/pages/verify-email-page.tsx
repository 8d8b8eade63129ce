import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { FormField } from '../../../components/ui/field';
import { FormError } from '../../../components/ui/form-error';
import { Input } from '../../../components/ui/input';
import { errorMessage } from '../../../lib/api-client';
import { useAuth } from '../../../lib/auth/check-auth';
import { setSessionUser } from '../../../lib/auth/set-session-user';
import { notify } from '../../../lib/toast';
import { useResendVerification } from '../api/resend-verification';
import { useVerifyEmail } from '../api/verify-email';
import { AuthCard } from '../components/auth-card';
import { CodeInput, emptyCode } from '../components/code-input';
import { pendingEmail } from '../pending-email';
import '../i18n';
import { paths } from '../../../config/paths';

/** /verify-email: open to all. A signed-in user is identified by the session; a new sign-up by the stored e-mail. */
export function VerifyEmailPage() {
  const { t } = useTranslation('account');
  const navigate = useNavigate();
  const qc = useQueryClient();
  const { user, isAuthenticated } = useAuth();
  const [digits, setDigits] = useState(emptyCode);
  const [storedEmail] = useState(() => pendingEmail.get());
  const [typedEmail, setTypedEmail] = useState('');
  const verify = useVerifyEmail();
  const resend = useResendVerification();

  const knownEmail = isAuthenticated ? user?.email : storedEmail;
  const email = knownEmail ?? (typedEmail.trim() || undefined);
  const complete = digits.every((d) => d !== '');

  const submit = (code: string) => {
    if (verify.isPending) return;
    verify.mutate(
      { code, ...(isAuthenticated || !email ? {} : { email }) },
      {
        onSuccess: (res) => {
          pendingEmail.clear();
          // Spec §4: verifying does not sign anyone in; a user who already has a session keeps it, now verified.
          if (isAuthenticated) setSessionUser(qc, res.user);
          notify.success(t('verify.success'));
          void navigate(paths.login());
        },
      },
    );
  };

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    if (complete) submit(digits.join(''));
  };

  const onResend = () =>
    resend.mutate(isAuthenticated || !email ? {} : { email }, {
      onSuccess: (res) => notify.info(res.message),
    });

  return (
    <AuthCard title={t('verify.title')} subtitle={t('verify.subtitle')}>
      {knownEmail ? <p className="-mt-3 mb-4 text-sm text-stone-700">{t('verify.sentTo', { email: knownEmail })}</p> : null}
      <form noValidate onSubmit={onSubmit} className="space-y-5">
        {knownEmail ? null : (
          <FormField id="v-email" label={t('verify.email')}>
            {(control) => (
              <Input {...control} type="email" autoComplete="email" value={typedEmail} onChange={(e) => setTypedEmail(e.target.value)} />
            )}
          </FormField>
        )}
        <div>
          <p id="v-code-label" className="mb-2 text-sm font-medium text-stone-800">
            {t('verify.codeLabel')}
          </p>
          <CodeInput value={digits} onChange={setDigits} onComplete={submit} disabled={verify.isPending} labelledBy="v-code-label" />
        </div>
        <FormError message={verify.isError ? errorMessage(verify.error, t('verify.error')) : null} />
        <Button type="submit" className="w-full" disabled={!complete} loading={verify.isPending}>
          {t('verify.submit')}
        </Button>
      </form>
      <p className="mt-6 text-center text-sm text-stone-700">
        {t('verify.noCode')}{' '}
        <Button variant="ghost" size="sm" onClick={onResend} loading={resend.isPending} className="underline">
          {t('verify.resend')}
        </Button>
      </p>
    </AuthCard>
  );
}
