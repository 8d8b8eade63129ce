import { Check, X } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import '../i18n';
import { LIMITS } from '@sewee/shared/constants';
import { passwordChecks, passwordStrength } from '@sewee/shared/password';
import { cn } from '../../../lib/cn';

const BAR_COLOURS = ['bg-red-600', 'bg-orange-500', 'bg-yellow-500', 'bg-lime-600', 'bg-green-700'];
const ITEMS = ['length', 'upper', 'lower', 'digit', 'special'] as const;

/** Strength meter (score 0..4 with its label) and the advisory checklist; only the minimum length (LIMITS.passwordMin) is enforced. */
export function PasswordStrength({ password, id }: { password: string; id?: string }) {
  const { t } = useTranslation('account');
  const checks = passwordChecks(password);
  const { score, label } = passwordStrength(password);
  return (
    <div id={id} className="mt-2">
      <div className="flex items-center gap-3">
        <div
          role="meter"
          aria-label={t('strength.label')}
          aria-valuemin={0}
          aria-valuemax={4}
          aria-valuenow={score}
          aria-valuetext={t(`strength.labels.${label}`)}
          className="flex h-2 flex-1 gap-1"
        >
          {[0, 1, 2, 3].map((i) => (
            <span key={i} className={cn('h-full flex-1 rounded-full', i < score ? BAR_COLOURS[score] : 'bg-stone-200')} />
          ))}
        </div>
        <span className="w-20 text-end text-sm font-medium" data-testid="strength-label">
          {t(`strength.labels.${label}`)}
        </span>
      </div>
      <p className="mt-2 text-sm text-stone-700">{t('strength.checklist')}</p>
      <ul className="mt-1 space-y-0.5 text-sm">
        {ITEMS.map((k) => (
          <li key={k} className={cn('flex items-center gap-2', checks[k] ? 'text-green-800' : 'text-stone-600')} data-met={checks[k]}>
            {checks[k] ? <Check className="size-4" aria-hidden="true" /> : <X className="size-4" aria-hidden="true" />}
            <span>{t(`strength.${k}`, { count: LIMITS.passwordMin })}</span>
            <span className="sr-only">({checks[k] ? t('strength.met') : t('strength.notMet')})</span>
          </li>
        ))}
      </ul>
    </div>
  );
}
