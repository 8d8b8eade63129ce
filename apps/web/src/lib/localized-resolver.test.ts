import { afterEach, describe, expect, it } from 'vitest';
import { zodResolver } from '@hookform/resolvers/zod';
import { CourseInputSchema, ResetTokenParams, SignupSchema } from '@sewee/shared';
import { validationCatalogues } from '@sewee/shared/messages/validation/index';
import { setLocale } from './i18n';
import { localizedResolver, localizeValidation } from './localized-resolver';

afterEach(async () => {
  await setLocale('en', { remember: false });
});

type Errors = Record<string, { message?: string } | undefined>;
const errorsOf = async (values: Record<string, unknown>) => {
  const resolver = localizedResolver(zodResolver(SignupSchema));
  const { errors } = await resolver(values as never, undefined, { fields: {}, shouldUseNativeValidation: false } as never);
  return errors as Errors;
};

describe('the forms show schema messages in the reader’s language', () => {
  it('English: the specification’s wording, never the key zod carries', async () => {
    const errors = await errorsOf({ name: '', email: 'nope', password: 'short' });
    expect(errors.name?.message).toBe('Name is required');
    expect(errors.email?.message).toBe('Enter a valid email address');
    expect(errors.password?.message).toBe('Password must be at least 8 characters');
  });

  it('French: the French catalogue, the field’s name in French too', async () => {
    await setLocale('fr', { remember: false });
    const fr = validationCatalogues.fr;
    const errors = await errorsOf({ name: '', email: 'nope', password: 'short' });
    expect(errors.name?.message).toBe(fr.required.replace('{{field}}', fr.fields.name));
    expect(errors.email?.message).toBe(fr.emailInvalid);
    expect(errors.password?.message).toBe(fr.passwordTooShort.replace('{{min}}', '8'));
  });

  it('renders the course editor’s own check of its payload, run-time values kept as given', async () => {
    await setLocale('ar', { remember: false });
    const parsed = CourseInputSchema.safeParse({ title: '', category: 'nope' });
    const texts = parsed.error!.issues.map((i) => localizeValidation(i.message));
    const ar = validationCatalogues.ar;
    expect(texts).toContain(ar.required.replace('{{field}}', ar.fields.title));
    expect(texts).toContain(ar.chooseFromList.replace('{{field}}', ar.fields.category));
    expect(texts.filter((t) => t.includes('#validation') || t.includes('{{'))).toEqual([]);
  });

  it("leaves zod's own messages (a check written without one) as zod words them", () => {
    const own = ResetTokenParams.safeParse({ token: 'x'.repeat(201) }).error!.issues[0]!.message;
    expect(own).toMatch(/^Too big/);
    expect(localizeValidation(own)).toBe(own);
  });
});
