import { useId, type ReactNode } from 'react';
import { Label } from './label';

/** What FormField hands its control: spread it onto the input, select or textarea. */
export interface ControlProps {
  id: string;
  'aria-invalid'?: true;
  'aria-required'?: true;
  'aria-describedby'?: string;
}

interface FormFieldProps {
  /** The control's id; one is made up when left out. */
  id?: string;
  label: ReactNode;
  error?: string;
  hint?: ReactNode;
  required?: boolean;
  /** The label is for screen readers only (the control's placeholder or its place says what it is). */
  hideLabel?: boolean;
  /** Renders the control with the props that tie it to this label, hint and error. */
  children: (control: ControlProps) => ReactNode;
}

/**
 * Label + control + hint + inline error, wired once: the label points at the control, and the
 * control is marked invalid and described by the hint and the error, so a screen reader reads them.
 *
 *   <FormField label="Email" error={errors.email}>{(control) => <Input {...control} type="email" />}</FormField>
 */
export function FormField({ id: givenId, label, error, hint, required, hideLabel, children }: FormFieldProps) {
  const madeId = useId();
  const id = givenId ?? madeId;
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ');
  const control: ControlProps = {
    id,
    ...(error ? { 'aria-invalid': true as const } : {}),
    ...(required ? { 'aria-required': true as const } : {}),
    ...(describedBy ? { 'aria-describedby': describedBy } : {}),
  };
  return (
    <div>
      <Label htmlFor={id} className={hideLabel ? 'sr-only' : undefined}>
        {label}
        {required ? (
          <span aria-hidden="true" className="text-red-700">
            {' '}
            *
          </span>
        ) : null}
      </Label>
      {children(control)}
      {hint ? (
        <p id={hintId} className="mt-1 text-xs text-stone-600">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} className="mt-1 text-sm text-red-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}
