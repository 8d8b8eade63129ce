import { cn } from '../../lib/cn';

interface SpinnerProps {
  className?: string;
  /** Accessible text; omit when a visible label already says what is loading. */
  label?: string;
}

export function Spinner({ className, label }: SpinnerProps) {
  return (
    <span role={label ? 'status' : undefined} className="inline-flex items-center">
      <svg className={cn('size-4 animate-spin', className)} viewBox="0 0 24 24" fill="none" aria-hidden="true">
        <circle cx="12" cy="12" r="10" stroke="currentColor" strokeOpacity="0.25" strokeWidth="4" />
        <path d="M22 12a10 10 0 0 0-10-10" stroke="currentColor" strokeWidth="4" strokeLinecap="round" />
      </svg>
      {label ? <span className="sr-only">{label}</span> : null}
    </span>
  );
}

export function FullScreenSpinner({ label }: { label: string }) {
  return (
    <div className="fixed inset-0 z-50 grid place-items-center bg-sand-50">
      <Spinner className="size-10 text-brand-700" label={label} />
    </div>
  );
}
