import type { ReactNode } from 'react';
import { Label } from './label';

interface FieldProps {
  id: string;
  label: ReactNode;
  error?: string;
  hint?: ReactNode;
  required?: boolean;
  children: ReactNode;
}

/** Label + control + inline error. The control should use `id`, and `aria-describedby={errorId(id)}` when invalid. */
export function Field({ id, label, error, hint, required, children }: FieldProps) {
  return (
    <div>
      <Label htmlFor={id}>
        {label}
        {required ? (
          <span aria-hidden="true" className="text-red-700">
            {' '}
            *
          </span>
        ) : null}
      </Label>
      {children}
      {hint ? <p className="mt-1 text-xs text-stone-600">{hint}</p> : null}
      {error ? (
        <p id={errorId(id)} className="mt-1 text-sm text-red-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}

export const errorId = (id: string) => `${id}-error`;

/** ARIA attributes for a control whose field may carry an error. */
export function invalidProps(id: string, error?: string) {
  return error ? { 'aria-invalid': true as const, 'aria-describedby': errorId(id) } : {};
}
