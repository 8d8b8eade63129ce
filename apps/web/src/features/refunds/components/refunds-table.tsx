import { useTranslation } from 'react-i18next';
import type { Refund } from '@sewee/shared';
import { Button } from '../../../components/ui/button';
import { DataTable, type Column } from '../../../components/ui/data-table';
import { formatDate, formatMoney } from '../../../lib/format';
import { notify } from '../../../lib/toast';
import { useRefunds } from '../api/get-refunds';
import { useMarkRefunded } from '../api/mark-refunded';
import { PanelIntro } from '../../../components/ui/admin-table';
import { tableCls } from '../../../components/ui/table-styles';
import { EmailAddress } from '../../../components/ui/email-address';
import '../i18n';

type ColumnKey = 'student' | 'course' | 'amount' | 'reason' | 'paidAt' | 'status';

/**
 * The Payments to refund tab: payments that enrolled nobody (a second checkout paid too, or the
 * student was rejected before the payment arrived). Admins refund each at the payment provider's
 * dashboard, by its reference, then mark it here.
 */
export function RefundsTable() {
  const { t } = useTranslation('refunds');
  const refunds = useRefunds();
  const mark = useMarkRefunded();

  const markRefunded = (r: Refund) =>
    mark.mutate(r.orderId, {
      onSuccess: (res) => notify.success(res.message || t('refunds.marked')),
    });
  const busy = (r: Refund) => mark.isPending && mark.variables === r.orderId;

  const list = refunds.data ?? [];
  const column = (key: ColumnKey, cell: Column<Refund>['cell'], className?: string): Column<Refund> => ({
    key,
    header: t(`refunds.${key}`),
    label: t(`refunds.${key}`),
    className,
    cell,
  });
  const columns: Column<Refund>[] = [
    // One block beside the phone card's label, so name and e-mail stack instead of sitting side by side.
    column('student', (r) => (
      <div className="min-w-0">
        <span className="block font-medium">{r.student.name}</span>
        <EmailAddress address={r.student.email} className="block text-stone-600" />
      </div>
    )),
    column('course', (r) => r.course.title),
    column(
      'amount',
      (r) => (
        <div className="min-w-0">
          <span className="block whitespace-nowrap">{formatMoney(r.amount, r.currency)}</span>
          <span className="block text-xs text-stone-600">
            {t('refunds.reference')}: <span className="font-mono break-all">{r.reference}</span>
          </span>
        </div>
      ),
      'md:min-w-52',
    ),
    column('reason', (r) => t(`refunds.reasons.${r.reason}`)),
    column('paidAt', (r) => formatDate(r.paidAt), 'whitespace-nowrap'),
    column('status', (r) => (r.status === 'refunded' ? t('refunds.refundedOn', { date: formatDate(r.refundedAt) }) : t('refunds.due'))),
    {
      key: 'actions',
      header: t('refunds.actions'),
      plain: true,
      className: 'max-md:pt-2',
      cell: (r) =>
        r.status === 'due' ? (
          <Button
            variant="outline"
            className="whitespace-nowrap"
            disabled={busy(r)}
            aria-label={busy(r) ? undefined : t('refunds.markFor', { name: r.student.name, course: r.course.title })}
            onClick={() => markRefunded(r)}
          >
            {busy(r) ? t('refunds.loading') : t('refunds.mark')}
          </Button>
        ) : null,
    },
  ];
  return (
    <section className={tableCls.panel}>
      <PanelIntro title={t('refunds.title')} intro={t('refunds.intro')} />
      <DataTable
        state={refunds}
        rows={list}
        empty={t('refunds.empty')}
        error={t('refunds.fetchError')}
        columns={columns}
        rowKey={(r) => r.orderId}
      />
    </section>
  );
}
