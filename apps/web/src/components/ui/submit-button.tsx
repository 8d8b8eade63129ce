import { useTranslation } from 'react-i18next';
import { useHydrated } from '../../lib/use-hydrated';
import { Button, type ButtonProps } from './button';

/**
 * The submit button of a form on a page the server draws. Disabled until the page's code
 * runs, so a form sent too early is not sent by the browser itself (it would leave the page); with
 * JavaScript off, a note above it says why it stays so and what to do.
 */
export function SubmitButton(props: Omit<ButtonProps, 'type'>) {
  const { t } = useTranslation('common');
  const hydrated = useHydrated();
  return (
    <>
      <noscript>
        <p className="mb-3 text-sm text-stone-700">{t('errors.needsScript')}</p>
      </noscript>
      <Button {...props} type="submit" disabled={!hydrated || props.disabled} />
    </>
  );
}
