import { useForm } from 'react-hook-form';
import { Mail, MapPin, Phone } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { ContactInput } from '@sewee/shared';
import { SUPPORT } from '@sewee/shared/constants';
import { SubmitButton } from '../../../components/ui/submit-button';
import { Card, CardTitle } from '../../../components/ui/card';
import { FormField } from '../../../components/ui/field';
import { FormError } from '../../../components/ui/form-error';
import { Input } from '../../../components/ui/input';
import { Textarea } from '../../../components/ui/textarea';
import { errorMessage } from '../../../lib/api-client';
import { applyServerFieldErrors, lazyResolver } from '../../../lib/form';
import { notify } from '../../../lib/toast';
import { useSendContact } from '../api/send-contact';
import '../i18n/contact';

const FIELDS = ['name', 'email', 'phone', 'company', 'subject', 'message'] as const;

const resolver = lazyResolver<ContactInput>(() => import('../validation').then((m) => m.contactResolver));

export function ContactPage() {
  const { t } = useTranslation('site');
  const send = useSendContact();
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors },
  } = useForm<ContactInput>({
    resolver,
    defaultValues: { name: '', email: '', phone: '', company: '', subject: '', message: '' },
  });

  const onSubmit = handleSubmit((values) => {
    // Optional fields left blank are not sent.
    const body = Object.fromEntries(Object.entries(values).filter(([, v]) => v !== '')) as ContactInput;
    send.mutate(body, {
      onSuccess: (res) => {
        notify.success(res.message || t('contact.success'));
        reset();
      },
      onError: (e) => {
        applyServerFieldErrors(e, setError, FIELDS);
      },
    });
  });

  const serverError = send.isError ? errorMessage(send.error, t('contact.error')) : null;

  return (
    <>
      <section className="bg-weave text-white">
        <div className="mx-auto max-w-6xl px-4 py-12">
          <h1 className="text-4xl font-bold">{t('contact.bannerTitle')}</h1>
        </div>
      </section>
      <div className="mx-auto grid max-w-6xl gap-8 px-4 py-12 lg:grid-cols-[1fr_20rem]">
        <div>
          <h2 className="text-3xl font-semibold text-brand-800">{t('contact.heading')}</h2>
          <p className="mt-2 text-stone-700">{t('contact.intro')}</p>
          <Card className="mt-6">
            <CardTitle id="contact-form-title">{t('contact.formTitle')}</CardTitle>
            <form
              method="post"
              aria-labelledby="contact-form-title"
              noValidate
              onSubmit={onSubmit}
              onFocus={resolver.preload}
              className="mt-4 grid gap-4 sm:grid-cols-2"
            >
              <FormField id="contact-name" label={t('contact.name')} required error={errors.name?.message}>
                {(control) => <Input {...control} autoComplete="name" {...register('name')} />}
              </FormField>
              <FormField id="contact-email" label={t('contact.email')} required error={errors.email?.message}>
                {(control) => <Input {...control} type="email" autoComplete="email" {...register('email')} />}
              </FormField>
              <FormField id="contact-phone" label={t('contact.phone')} error={errors.phone?.message}>
                {(control) => <Input {...control} type="tel" autoComplete="tel" placeholder="+234" {...register('phone')} />}
              </FormField>
              <FormField id="contact-company" label={t('contact.company')} error={errors.company?.message}>
                {(control) => <Input {...control} autoComplete="organization" {...register('company')} />}
              </FormField>
              <div className="sm:col-span-2">
                <FormField id="contact-subject" label={t('contact.subject')} error={errors.subject?.message}>
                  {(control) => <Input {...control} {...register('subject')} />}
                </FormField>
              </div>
              <div className="sm:col-span-2">
                <FormField id="contact-message" label={t('contact.message')} error={errors.message?.message}>
                  {(control) => <Textarea {...control} rows={5} {...register('message')} />}
                </FormField>
              </div>
              <p className="text-sm text-stone-600 sm:col-span-2">{t('contact.privacy')}</p>
              <div className="sm:col-span-2">
                <FormError message={serverError} />
              </div>
              <div className="sm:col-span-2">
                <SubmitButton loading={send.isPending} className="w-full sm:w-auto">
                  {t('contact.submit')}
                </SubmitButton>
              </div>
            </form>
          </Card>
        </div>
        <aside aria-labelledby="contact-details" className="rounded-2xl bg-brand-800 p-6 text-white lg:self-start">
          <h2 id="contact-details" className="text-2xl font-semibold">
            {t('contact.detailsTitle')}
          </h2>
          <dl className="mt-4 space-y-4">
            <div>
              <dt className="flex items-center gap-3 text-sm text-white/70">
                <MapPin className="size-5 shrink-0 text-gold-400" aria-hidden="true" />
                {t('contact.locationLabel')}
              </dt>
              <dd className="ps-8">{t('contact.location')}</dd>
            </div>
            <div>
              <dt className="flex items-center gap-3 text-sm text-white/70">
                <Mail className="size-5 shrink-0 text-gold-400" aria-hidden="true" />
                {t('contact.emailLabel')}
              </dt>
              <dd className="ps-8">
                <a className="underline" href={`mailto:${SUPPORT.email}`}>
                  {SUPPORT.email}
                </a>
              </dd>
            </div>
            <div>
              <dt className="flex items-center gap-3 text-sm text-white/70">
                <Phone className="size-5 shrink-0 text-gold-400" aria-hidden="true" />
                {t('contact.phoneNigeria')}
              </dt>
              <dd className="ps-8">
                <a className="underline" href={`tel:${SUPPORT.phoneNigeria.replace(/\s/g, '')}`}>
                  {SUPPORT.phoneNigeria}
                </a>
              </dd>
              <dt className="mt-2 ps-8 text-sm text-white/70">{t('contact.phoneUsa')}</dt>
              <dd className="ps-8">
                <a className="underline" href={`tel:${SUPPORT.phoneUsa.replace(/\s/g, '')}`}>
                  {SUPPORT.phoneUsa}
                </a>
              </dd>
            </div>
          </dl>
        </aside>
      </div>
    </>
  );
}
