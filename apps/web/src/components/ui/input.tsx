import type { InputHTMLAttributes, Ref } from 'react';
import { cn } from '../../lib/cn';

export const fieldClasses =
  'block w-full rounded-lg border border-stone-300 bg-white px-3 h-11 text-base text-ink placeholder:text-stone-500 focus:border-brand-600 aria-[invalid=true]:border-red-600 disabled:bg-stone-100';

export interface InputProps extends InputHTMLAttributes<HTMLInputElement> {
  ref?: Ref<HTMLInputElement>;
}

export function Input({ className, ref, ...rest }: InputProps) {
  return <input ref={ref} className={cn(fieldClasses, className)} {...rest} />;
}
