import * as RadixDialog from '@radix-ui/react-dialog';
import { X } from 'lucide-react';
import { useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '../../lib/cn';

interface DialogProps {
  open: boolean;
  onOpenChange?: (open: boolean) => void;
  title: ReactNode;
  description?: ReactNode;
  children?: ReactNode;
  /** Blocking dialogs cannot be dismissed with Escape, outside clicks or a close button. */
  blocking?: boolean;
  className?: string;
}

export function Dialog({ open, onOpenChange, title, description, children, blocking = false, className }: DialogProps) {
  const { t } = useTranslation('common');
  const prevent = blocking ? (e: Event) => e.preventDefault() : undefined;
  // These dialogs are opened from state, with no Radix Trigger to return to: on close, focus goes back
  // to what had it when the dialog opened (if it is still on the page), not to the top of the page.
  const returnFocus = useRef<HTMLElement | null>(null);
  return (
    <RadixDialog.Root open={open} onOpenChange={blocking ? undefined : onOpenChange}>
      <RadixDialog.Portal>
        <RadixDialog.Overlay className="fixed inset-0 z-40 bg-black/50" />
        <RadixDialog.Content
          onOpenAutoFocus={() => {
            returnFocus.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
          }}
          onCloseAutoFocus={(e) => {
            const el = returnFocus.current;
            if (el?.isConnected) {
              e.preventDefault();
              el.focus();
            }
          }}
          onEscapeKeyDown={prevent}
          onPointerDownOutside={prevent}
          onInteractOutside={prevent}
          {...(description ? {} : { 'aria-describedby': undefined })}
          className={cn(
            'fixed start-1/2 top-1/2 z-50 max-h-[90vh] w-[calc(100vw-2rem)] max-w-lg -translate-y-1/2 overflow-auto rounded-2xl bg-white p-6 shadow-xl ltr:-translate-x-1/2 rtl:translate-x-1/2',
            className,
          )}
        >
          <RadixDialog.Title className="pe-8 text-xl font-semibold text-brand-800">{title}</RadixDialog.Title>
          {description ? <RadixDialog.Description className="mt-2 text-stone-700">{description}</RadixDialog.Description> : null}
          {children}
          {blocking ? null : (
            <RadixDialog.Close
              aria-label={t('close')}
              className="absolute end-3 top-3 grid size-9 place-items-center rounded-full text-stone-600 hover:bg-stone-100"
            >
              <X className="size-5" aria-hidden="true" />
            </RadixDialog.Close>
          )}
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}
