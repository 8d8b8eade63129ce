import type { ReactNode } from 'react';

/** The centred card every account screen uses, with a thin woven band on top. */
export function AuthCard({ title, subtitle, children }: { title: ReactNode; subtitle?: ReactNode; children: ReactNode }) {
  return (
    <div className="mx-auto w-full max-w-md px-4 py-8 sm:py-12">
      <div className="overflow-hidden rounded-2xl border border-stone-200 bg-white shadow-sm">
        <div aria-hidden="true" className="bg-kente h-1.5" />
        <div className="p-5 sm:p-8">
          <h1 className="text-3xl font-semibold text-brand-800">{title}</h1>
          {subtitle ? <p className="mt-1 text-stone-700">{subtitle}</p> : null}
          <div className="mt-6">{children}</div>
        </div>
      </div>
    </div>
  );
}
