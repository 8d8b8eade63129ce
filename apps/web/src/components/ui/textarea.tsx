import type { Ref, TextareaHTMLAttributes } from 'react';
import { cn } from '../../lib/cn';

export interface TextareaProps extends TextareaHTMLAttributes<HTMLTextAreaElement> {
  ref?: Ref<HTMLTextAreaElement>;
}

export function Textarea({ className, ref, ...rest }: TextareaProps) {
  return (
    <textarea
      ref={ref}
      className={cn(
        'block w-full rounded-lg border border-stone-300 bg-white px-3 py-2 text-base text-ink placeholder:text-stone-500 focus:border-brand-600 aria-[invalid=true]:border-red-600',
        className,
      )}
      {...rest}
    />
  );
}
