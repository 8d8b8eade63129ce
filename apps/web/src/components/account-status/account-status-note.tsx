import { ShieldAlert } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { SUPPORT } from '@sewee/shared/constants';
import { cn } from '../../lib/cn';
import './i18n';

/**
 * A rejected account learns in place why it cannot apply or buy, and whom to write to. Nothing for
 * any other account: a new (pending) account may already do everything an approved one may, so a
 * note about waiting for review would promise a gate that does not exist.
 */
export function AccountStatusNote({ status, className }: { status: string | undefined; className?: string }) {
  const { t } = useTranslation('accountStatus');
  if (status !== 'rejected') return null;
  return (
    <div role="alert" className={cn('flex gap-3 rounded-xl border border-red-200 bg-red-50 p-4 text-sm text-red-900', className)}>
      <ShieldAlert className="mt-0.5 size-5 shrink-0" aria-hidden="true" />
      <div className="min-w-0">
        <p className="font-semibold">{t('rejectedTitle')}</p>
        <p className="mt-1">{t('rejectedText')}</p>
        <p className="mt-1 break-words">
          {t('contact')}{' '}
          <a href={`mailto:${SUPPORT.email}`} className="font-medium underline">
            {SUPPORT.email}
          </a>
        </p>
      </div>
    </div>
  );
}
