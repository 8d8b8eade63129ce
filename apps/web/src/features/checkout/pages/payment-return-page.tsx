import { useEffect, useRef } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Spinner } from '../../../components/ui/spinner';
import { errorMessage } from '../../../lib/api-client';
import { useCaptureOrder } from '../api/capture-order';
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
 * /payment-return?reference=...: the payment provider (or the sandbox) sends the student here.
 * The payment is verified once: success -> /student-courses, anything else -> /payment-failed.
 */
export function PaymentReturnPage() {
  const { t } = useTranslation('checkout');
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const capture = useCaptureOrder();
  const started = useRef(false);
  const reference = params.get('reference')?.trim() || null;

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    const courseId = checkoutCourseId(sessionStorage);
    if (!reference) {
      void navigate(paymentFailedUrl(null, courseId), { replace: true, state: { message: t('missingText') } satisfies PaymentFailedState });
      return;
    }
    // mutateAsync rather than mutate callbacks: the promise settles even if React re-mounts the page.
    capture.mutateAsync(reference).then(
      (res) => {
        clearCheckout(sessionStorage);
        const state: PaymentDoneState = { boughtCourseId: res.data.courseId, ...(res.data.refundReason ? { notice: res.message } : {}) };
        void navigate(paths.myCourses(), { replace: true, state });
      },
      (e: unknown) => {
        void navigate(paymentFailedUrl(reference, courseId), {
          replace: true,
          state: { message: errorMessage(e, t('verifyError')) } satisfies PaymentFailedState,
        });
      },
    );
  }, [reference, capture, navigate, t]);

  return (
    <div className="mx-auto grid max-w-md place-items-center gap-4 px-4 py-20 text-center" role="status">
      <Spinner className="size-10 text-brand-700" />
      <p className="text-lg font-medium text-stone-800">{t('processing')}</p>
    </div>
  );
}
