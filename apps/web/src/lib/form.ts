import type { FieldErrors, FieldValues, Path, Resolver, UseFormSetError } from 'react-hook-form';
import { ApiError } from './api-client';
import { i18n } from './i18n';
import { notify } from './toast';

/**
 * Puts the server's field errors (`errors: [{ path, message }]`) on the matching form fields: the
 * field named by the whole path (`values.chest`) where the form has one, else by its first part.
 * Returns true when at least one field error was shown.
 */
export function applyServerFieldErrors<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  fields: readonly string[],
): boolean {
  if (!(error instanceof ApiError)) return false;
  let applied = false;
  for (const fe of error.errors) {
    const path = String(fe.path);
    const name = fields.includes(path) ? path : path.split('.')[0];
    if (name && fields.includes(name)) {
      setError(name as Path<T>, { type: 'server', message: fe.message });
      applied = true;
    }
  }
  return applied;
}

/** A react-hook-form resolver whose implementation is imported on first use; `preload` starts the import early. */
export type LazyResolver<TIn extends FieldValues, TOut = TIn> = Resolver<TIn, unknown, TOut> & { preload: () => void };

/**
 * Validation that stays off a page's first view: the (zod) resolver module is imported on the first
 * validation, or earlier when `preload` is called (e.g. when the user first focuses the form), so by
 * the time they submit it is usually there. If the import fails (dropped connection) the form is not
 * submitted, a toast says so, and the next submit tries the import again.
 */
export function lazyResolver<TIn extends FieldValues, TOut = TIn>(
  load: () => Promise<Resolver<TIn, unknown, TOut>>,
): LazyResolver<TIn, TOut> {
  let loading: Promise<Resolver<TIn, unknown, TOut>> | null = null;
  const get = () => {
    loading ??= load().catch((e: unknown) => {
      loading = null;
      throw e;
    });
    return loading;
  };
  const resolver: Resolver<TIn, unknown, TOut> = async (values, context, options) => {
    let real: Resolver<TIn, unknown, TOut>;
    try {
      real = await get();
    } catch {
      const message = i18n.t('common:errors.formCheck');
      notify.error(message);
      return { values: {}, errors: { root: { type: 'unavailable', message } } as FieldErrors<TIn> };
    }
    return real(values, context, options);
  };
  return Object.assign(resolver, { preload: () => void get().catch(() => undefined) });
}
