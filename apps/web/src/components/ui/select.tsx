import type { Ref, SelectHTMLAttributes } from 'react';
import { cn } from '../../lib/cn';
import { fieldClasses } from './input';

export interface SelectProps extends SelectHTMLAttributes<HTMLSelectElement> {
  ref?: Ref<HTMLSelectElement>;
}

/** A native select: the phone's own picker is the fastest and most familiar on small screens. */
export function Select({ className, ref, children, ...rest }: SelectProps) {
  return (
    <select ref={ref} className={cn(fieldClasses, 'pe-8', className)} {...rest}>
      {children}
    </select>
  );
}
