import { Clock, ShieldAlert } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { SUPPORT } from '@sewee/shared/constants';
import { cn } from '../../lib/cn';
import './i18n';

/**
 * A rejected account learns in place why it cannot apply or buy, and whom to write to; a
 * pending account learns that an admin reviews new accounts. Nothing for an approved account.
 */
export function AccountStatusNote({ status, className }: { status: string | undefined; className?: string }) {
  const { t } = useTranslation('accountStatus');
  if (status !== 'rejected' && status !== 'pending') return null;
  const rejected = status === 'rejected';
  const Icon = rejected ? ShieldAlert : Clock;
  return (
    <div
      role={rejected ? 'alert' : 'note'}
      className={cn(
        'flex gap-3 rounded-xl border p-4 text-sm',
        rejected ? 'border-red-200 bg-red-50 text-red-900' : 'border-gold-400/60 bg-sand-100 text-stone-800',
        className,
      )}
    >
      <Icon className="mt-0.5 size-5 shrink-0" aria-hidden="true" />
      <div className="min-w-0">
        <p className="font-semibold">{t(rejected ? 'rejectedTitle' : 'pendingTitle')}</p>
        <p className="mt-1">{t(rejected ? 'rejectedText' : 'pendingText')}</p>
        {rejected ? (
          <p className="mt-1 break-words">
            {t('contact')}{' '}
            <a href={`mailto:${SUPPORT.email}`} className="font-medium underline">
              {SUPPORT.email}
            </a>
          </p>
        ) : null}
      </div>
    </div>
  );
}
