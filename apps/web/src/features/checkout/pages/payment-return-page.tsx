import { useCallback, useEffect, useRef, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { buttonClasses } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { Spinner } from '../../../components/ui/spinner';
import { ApiError, errorMessage } from '../../../lib/api-client';
import { formatMoney } from '../../../lib/format';
import { useCaptureOrder, type CaptureAnswer } from '../api/capture-order';
import { checkoutCourseId, clearCheckout } from '../../../lib/checkout-storage';
import '../i18n';
import { paths } from '../../../config/paths';

/** Where /payment-failed reads why it was opened. */
export interface PaymentFailedState {
  message?: string;
}

/**
 * What My Courses reads from the navigation: `notice` is the server's sentence when the payment
 * will be refunded (the course was already bought with an earlier payment).
 */
export interface PaymentDoneState {
  boughtCourseId: string;
  notice?: string;
}

/** The URL of /payment-failed for this reference and course (both optional). */
export function paymentFailedUrl(reference: string | null, courseId: string | null) {
  const q = new URLSearchParams();
  if (reference) q.set('reference', reference);
  if (courseId) q.set('course', courseId);
  const s = q.toString();
  return s ? `${paths.paymentFailed()}?${s}` : paths.paymentFailed();
}

/**
 * How long the waiting view waits before asking again: soon at first (the sandbox's Pay later and most
 * mobile money settle within a minute), then every 15 s for as long as the page stays open.
 */
export const POLL_DELAYS_MS = [3000, 3000, 5000, 5000, 10_000, 10_000, 15_000];

/** A payment received and not settled yet (mobile money, a transfer): what the waiting view shows. */
interface Waiting {
  reference: string;
  amount: number;
  currency: string;
}

/**
 * /payment-return?reference=...: the payment provider (or the sandbox) sends the student here.
 * The payment is verified: paid -> /student-courses; received but not settled (`processing`) -> a
 * waiting view that asks again on its own until it is paid; anything else -> /payment-failed.
 * Flutterwave names the reference `tx_ref`.
 */
export function PaymentReturnPage() {
  const { t } = useTranslation('checkout');
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const { mutateAsync: capture } = useCaptureOrder();
  const started = useRef(false);
  const reference = (params.get('reference') ?? params.get('tx_ref'))?.trim() || null;
  const [waiting, setWaiting] = useState<Waiting | null>(null);
  const [polls, setPolls] = useState(0);

  const failed = useCallback(
    (e: unknown) => {
      void navigate(paymentFailedUrl(reference, checkoutCourseId(sessionStorage)), {
        replace: true,
        state: { message: errorMessage(e, t('verifyError')) } satisfies PaymentFailedState,
      });
    },
    [navigate, reference, t],
  );

  const answered = useCallback(
    (res: CaptureAnswer) => {
      if (res.data.orderStatus === 'processing') {
        setWaiting({ reference: reference!, amount: res.data.amount, currency: res.data.currency });
        setPolls((n) => n + 1);
        return;
      }
      clearCheckout(sessionStorage);
      const state: PaymentDoneState = { boughtCourseId: res.data.courseId, ...(res.data.refundReason ? { notice: res.message } : {}) };
      void navigate(paths.myCourses(), { replace: true, state });
    },
    [navigate, reference],
  );

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    if (!reference) {
      const courseId = checkoutCourseId(sessionStorage);
      void navigate(paymentFailedUrl(null, courseId), { replace: true, state: { message: t('missingText') } satisfies PaymentFailedState });
      return;
    }
    // mutateAsync rather than mutate callbacks: the promise settles even if React re-mounts the page.
    capture(reference).then(answered, failed);
  }, [reference, capture, answered, failed, navigate, t]);

  // While waiting: ask again after a delay. A network failure or an unreachable provider is tried again;
  // an answer that the payment failed or expired ends the wait.
  useEffect(() => {
    if (!waiting) return;
    const timer = setTimeout(
      () => {
        capture(waiting.reference).then(answered, (e: unknown) => {
          if (e instanceof ApiError && e.status < 500) failed(e);
          else setPolls((n) => n + 1);
        });
      },
      POLL_DELAYS_MS[Math.min(polls - 1, POLL_DELAYS_MS.length - 1)],
    );
    return () => clearTimeout(timer);
  }, [waiting, polls, capture, answered, failed]);

  if (waiting) {
    // The order's own currency, named by its code unless the formatted amount already shows it.
    const amountText = formatMoney(waiting.amount, waiting.currency);
    return (
      <div className="mx-auto max-w-xl px-4 py-10">
        <Card>
          <div className="flex items-center gap-3">
            <Spinner className="size-8 shrink-0 text-brand-700" />
            <h1 className="text-2xl font-semibold text-brand-800">{t('waitingTitle')}</h1>
          </div>
          <div role="status" className="sr-only">
            {t('waitingTitle')}
          </div>
          <p className="mt-3 text-stone-800">{t('waitingText')}</p>
          <dl className="mt-4 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
            <dt className="text-stone-600">{t('amount')}</dt>
            <dd className="font-semibold text-stone-900">
              {amountText}{' '}
              {amountText.includes(waiting.currency) ? null : <span className="font-normal text-stone-600">({waiting.currency})</span>}
            </dd>
            <dt className="text-stone-600">{t('referenceLabel')}</dt>
            <dd className="font-mono break-all text-stone-900">{waiting.reference}</dd>
          </dl>
          <p className="mt-4 text-sm text-stone-700">{t('waitingLeave')}</p>
          <div className="mt-6 flex flex-wrap gap-3">
            <Link to={paths.myCourses()} className={buttonClasses('outline', 'md')}>
              {t('myCourses')}
            </Link>
          </div>
        </Card>
      </div>
    );
  }

  return (
    <div className="mx-auto grid max-w-md place-items-center gap-4 px-4 py-20 text-center" role="status">
      <Spinner className="size-10 text-brand-700" />
      <p className="text-lg font-medium text-stone-800">{t('processing')}</p>
    </div>
  );
}
