import { useTranslation } from 'react-i18next';
import type { Refund } from '@sewee/shared';
import { Button } from '../../../components/ui/button';
import { CardTitle } from '../../../components/ui/card';
import { Spinner } from '../../../components/ui/spinner';
import { formatDate, formatMoney } from '../../../lib/format';
import { notify } from '../../../lib/toast';
import { useRefunds } from '../api/get-refunds';
import { useMarkRefunded } from '../api/mark-refunded';
import { tableCls } from '../../../components/ui/table-styles';
import '../i18n';

const COLUMNS = ['student', 'course', 'amount', 'reason', 'paidAt', 'status'] as const;

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
  return (
    <section className={tableCls.panel}>
      <div className="px-4 pt-4 sm:px-6 sm:pt-6">
        <CardTitle>{t('refunds.title')}</CardTitle>
        <p className="mt-1 text-sm text-stone-700">{t('refunds.intro')}</p>
      </div>
      {refunds.isPending ? (
        <div className="grid place-items-center p-8">
          <Spinner className="size-6 text-brand-700" label={t('common:loading')} />
        </div>
      ) : list.length === 0 ? (
        <p className="p-4 text-stone-700 sm:p-6">{refunds.isError ? t('refunds.fetchError') : t('refunds.empty')}</p>
      ) : (
        <div className="mt-4" aria-busy={refunds.isFetching || undefined}>
          <table role="table" className={tableCls.table}>
            <thead className={tableCls.thead}>
              <tr role="row">
                {COLUMNS.map((c) => (
                  <th role="columnheader" key={c} scope="col" className={tableCls.th}>
                    {t(`refunds.${c}`)}
                  </th>
                ))}
                <th role="columnheader" scope="col" className={tableCls.th}>
                  {t('refunds.actions')}
                </th>
              </tr>
            </thead>
            <tbody className={tableCls.tbody}>
              {list.map((r) => (
                <tr role="row" key={r.orderId} className={tableCls.tr}>
                  <td role="cell" data-label={t('refunds.student')} className={tableCls.td}>
                    {/* One block beside the phone card's label, so name and e-mail stack instead of sitting side by side. */}
                    <div className="min-w-0">
                      <span className="block font-medium">{r.student.name}</span>
                      <span className="block break-words text-stone-600">{r.student.email}</span>
                    </div>
                  </td>
                  <td role="cell" data-label={t('refunds.course')} className={tableCls.td}>
                    {r.course.title}
                  </td>
                  <td role="cell" data-label={t('refunds.amount')} className={`${tableCls.td} md:min-w-52`}>
                    <div className="min-w-0">
                      <span className="block whitespace-nowrap">{formatMoney(r.amount, r.currency)}</span>
                      <span className="block text-xs text-stone-600">
                        {t('refunds.reference')}: <span className="font-mono break-all">{r.reference}</span>
                      </span>
                    </div>
                  </td>
                  <td role="cell" data-label={t('refunds.reason')} className={tableCls.td}>
                    {t(`refunds.reasons.${r.reason}`)}
                  </td>
                  <td role="cell" data-label={t('refunds.paidAt')} className={`${tableCls.td} whitespace-nowrap`}>
                    {formatDate(r.paidAt)}
                  </td>
                  <td role="cell" data-label={t('refunds.status')} className={tableCls.td}>
                    {r.status === 'refunded' ? t('refunds.refundedOn', { date: formatDate(r.refundedAt) }) : t('refunds.due')}
                  </td>
                  <td role="cell" className="px-4 py-3 max-md:p-0 max-md:pt-2">
                    {r.status === 'due' ? (
                      <Button
                        variant="outline"
                        className="whitespace-nowrap"
                        disabled={busy(r)}
                        aria-label={busy(r) ? undefined : t('refunds.markFor', { name: r.student.name, course: r.course.title })}
                        onClick={() => markRefunded(r)}
                      >
                        {busy(r) ? t('refunds.loading') : t('refunds.mark')}
                      </Button>
                    ) : null}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
