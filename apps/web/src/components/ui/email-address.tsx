import { Fragment } from 'react';
import { cn } from '../../lib/cn';

/**
 * An e-mail address that wraps only where a reader expects it to: after the "@" or a hyphen and
 * before a dot (`<wbr>` there), never in the middle of a name as `break-all` did ("fashi|on"). Only
 * a single part wider than the whole box still breaks inside it (break-words).
 * Left to right and isolated, so an Arabic page does not reorder it, and aligned with the text around it.
 */
export function EmailAddress({ address, className }: { address: string; className?: string }) {
  const parts = address.split(/(?<=[@-])|(?=\.)/);
  return (
    <span dir="ltr" className={cn('min-w-0 break-words rtl:text-end', className)}>
      {parts.map((part, i) => (
        <Fragment key={i}>
          {i > 0 ? <wbr /> : null}
          {part}
        </Fragment>
      ))}
    </span>
  );
}
