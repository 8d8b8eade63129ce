import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useNavigate, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { LIMITS } from '@sewee/shared/constants';
import { Button } from '../../../components/ui/button';
import { FormField } from '../../../components/ui/field';
import { FormError } from '../../../components/ui/form-error';
import { PasswordInput } from '../../../components/ui/password-input';
import { errorMessage } from '../../../lib/api-client';
import { notify } from '../../../lib/toast';
import { useResetPassword } from '../api/reset-password';
import { AuthCard } from '../components/auth-card';
import '../i18n';
import { paths } from '../../../config/paths';

export function ResetPasswordPage() {
  const { t } = useTranslation('account');
  const { token = '' } = useParams();
  const navigate = useNavigate();
  const reset = useResetPassword();
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [fieldErrors, setFieldErrors] = useState<{ password?: string; confirm?: string }>({});
  const [formError, setFormError] = useState<string | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    const errs: typeof fieldErrors = {};
    if (!password) errs.password = t('reset.required');
    else if (password.length < LIMITS.passwordMin) errs.password = t('reset.tooShort', { count: LIMITS.passwordMin });
    if (!confirm) errs.confirm = t('reset.required');
    setFieldErrors(errs);
    if (errs.password || errs.confirm) {
      setFormError(null);
      return;
    }
    if (password !== confirm) {
      setFormError(t('reset.mismatch'));
      return;
    }
    setFormError(null);
    reset.mutate(
      { token, password },
      {
        onSuccess: () => {
          notify.success(t('reset.success'));
          timer.current = setTimeout(() => void navigate(paths.plainLogin()), LIMITS.resetRedirectMs);
        },
        onError: (err) => {
          const msg = errorMessage(err, t('reset.error'));
          setFormError(msg);
          notify.error(msg);
        },
      },
    );
  };

  return (
    <AuthCard title={t('reset.title')}>
      <form noValidate onSubmit={onSubmit} className="space-y-4">
        <FormField id="r-password" label={t('reset.password')} required error={fieldErrors.password}>
          {(control) => (
            <PasswordInput {...control} autoComplete="new-password" value={password} onChange={(e) => setPassword(e.target.value)} />
          )}
        </FormField>
        <FormField id="r-confirm" label={t('reset.confirm')} required error={fieldErrors.confirm}>
          {(control) => (
            <PasswordInput {...control} autoComplete="new-password" value={confirm} onChange={(e) => setConfirm(e.target.value)} />
          )}
        </FormField>
        <FormError message={formError} />
        <Button type="submit" loading={reset.isPending} disabled={reset.isSuccess} className="w-full">
          {t('reset.submit')}
        </Button>
      </form>
    </AuthCard>
  );
}
