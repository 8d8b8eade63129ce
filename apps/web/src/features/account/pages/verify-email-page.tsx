import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { FormError } from '../../../components/ui/form-error';
import { buttonClasses } from '../../../components/ui/button';
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
import { homeFor, returningTo } from '../../../lib/auth/return-path';
import { useReturnPath } from '../../../lib/auth/use-return-path';

/**
 * /verify-email: open to all. A signed-in user is identified by the session; a new sign-up by the
 * e-mail stored when signing up (with the sign-up ticket). Anyone else is asked to sign in first,
 * which works before verification (an e-mail box alone could not verify anyone). A
 * verified user is told so and sent on to their home.
 */
export function VerifyEmailPage() {
  const { t } = useTranslation('account');
  const navigate = useNavigate();
  const back = useReturnPath();
  const signIn = returningTo(paths.login(), back);
  const qc = useQueryClient();
  const { user, isAuthenticated } = useAuth();
  const [digits, setDigits] = useState(emptyCode);
  const [storedEmail] = useState(() => pendingEmail.get());
  const verify = useVerifyEmail();
  const resend = useResendVerification();
  const justVerified = useRef(false);

  const email = isAuthenticated ? user?.email : storedEmail;
  const complete = digits.every((d) => d !== '');
  const alreadyVerified = isAuthenticated && user?.isVerified === true;

  // Said once: the signed-in user's record may be refreshed (a new object) before the redirect lands.
  const toldAlready = useRef(false);
  useEffect(() => {
    if (!alreadyVerified || justVerified.current || !user || toldAlready.current) return;
    toldAlready.current = true;
    notify.info(t('verify.already'));
    void navigate(homeFor(user.role), { replace: true });
  }, [alreadyVerified, user, navigate, t]);

  const submit = (code: string) => {
    if (verify.isPending) return;
    verify.mutate(
      { code, ...(isAuthenticated || !email ? {} : { email }) },
      {
        onSuccess: (res) => {
          justVerified.current = true;
          pendingEmail.clear();
          // Verifying does not sign anyone in; a user who already has a session keeps it, now verified.
          if (isAuthenticated) setSessionUser(qc, res.user);
          notify.success(t('verify.success'));
          // Back to sign-in, and from there to the page that sent them when there was one.
          void navigate(signIn);
        },
      },
    );
  };

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    if (complete) submit(digits.join(''));
  };

  // A new code makes the old error (and the digits typed for the old code) stale.
  const onResend = () =>
    resend.mutate(isAuthenticated || !email ? {} : { email }, {
      onSuccess: (res) => {
        verify.reset();
        setDigits(emptyCode);
        notify.info(res.message);
      },
    });

  if (alreadyVerified) {
    return (
      <AuthCard title={t('verify.title')} subtitle={t('verify.already')}>
        <Link to={homeFor(user.role)} className={buttonClasses('primary', 'md', 'w-full')}>
          {t('verify.continue')}
        </Link>
      </AuthCard>
    );
  }

  if (!email) {
    return (
      <AuthCard title={t('verify.title')} subtitle={t('verify.signInFirst')}>
        <p className="text-sm text-stone-700">{t('verify.signInWhy')}</p>
        <Link to={signIn} className={buttonClasses('primary', 'md', 'mt-5 w-full')}>
          {t('verify.signIn')}
        </Link>
      </AuthCard>
    );
  }

  return (
    <AuthCard title={t('verify.title')} subtitle={t('verify.subtitle')}>
      <p className="-mt-3 mb-4 break-words text-sm text-stone-700">{t('verify.sentTo', { email })}</p>
      <form noValidate onSubmit={onSubmit} className="space-y-5">
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
