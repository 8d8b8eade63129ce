// The contact form's zod validation, imported lazily (lib/form lazyResolver): zod and
// @hookform/resolvers are not part of Contact's first view; they load when the visitor first
// focuses the form or submits it.
import { zodResolver } from '@hookform/resolvers/zod';
import { ContactSchema } from '@sewee/shared';
import { localizedResolver } from '../../lib/localized-resolver';

export const contactResolver = localizedResolver(zodResolver(ContactSchema));
