import { SUPPORT } from '@sewee/shared/constants';
import { Gem, Globe2, Leaf, Lightbulb, Users } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import '../i18n/about';
import { HydrationPiece } from '../../../lib/hydrate-in-pieces';

const VALUES = [
  { key: 'accessibility', Icon: Globe2 },
  { key: 'excellence', Icon: Gem },
  { key: 'innovation', Icon: Lightbulb },
  { key: 'community', Icon: Users },
  { key: 'sustainability', Icon: Leaf },
] as const;

const FAQ = ['data', 'dataSaver', 'free', 'apply', 'certificates', 'offline', 'help'] as const;

export function AboutPage() {
  const { t } = useTranslation('site');
  return (
    <>
      <section className="bg-weave text-white">
        <div className="mx-auto max-w-6xl px-4 py-14">
          <h1 className="text-4xl font-bold">{t('about.bannerTitle')}</h1>
          <p className="mt-3 max-w-2xl text-lg text-white/90">{t('about.bannerText')}</p>
        </div>
      </section>
      <HydrationPiece>
        <section aria-labelledby="about-intro" className="mx-auto max-w-3xl px-4 py-12">
          <h2 id="about-intro" className="text-3xl font-semibold text-brand-800">
            {t('about.introTitle')}
          </h2>
          <p className="mt-4 text-lg leading-relaxed text-stone-700">{t('about.introText')}</p>
        </section>
      </HydrationPiece>
      <HydrationPiece>
        <section aria-labelledby="about-values" className="bg-sand-100">
          <div className="mx-auto max-w-6xl px-4 py-12">
            <h2 id="about-values" className="text-3xl font-semibold text-brand-800">
              {t('about.valuesTitle')}
            </h2>
            <ul className="mt-8 grid gap-5 sm:grid-cols-2 lg:grid-cols-5">
              {VALUES.map(({ key, Icon }) => (
                <li key={key} className="rounded-2xl bg-white p-5">
                  <Icon className="size-7 text-brand-600" aria-hidden="true" />
                  <h3 className="mt-3 font-sans text-lg font-semibold">{t(`about.values.${key}`)}</h3>
                  <p className="mt-1 text-sm text-stone-700">{t(`about.values.${key}Text`)}</p>
                </li>
              ))}
            </ul>
          </div>
        </section>
      </HydrationPiece>
      <HydrationPiece>
        <section aria-labelledby="about-dare" className="mx-auto max-w-3xl px-4 py-14 text-center">
          <h2 id="about-dare" className="text-3xl font-semibold text-brand-800">
            {t('about.dareTitle')}
          </h2>
          <p className="mt-4 text-lg text-stone-700">{t('about.dareText')}</p>
          {/* Behaviour not shown in the specification: the button does nothing yet. */}
          <Button className="mt-6" variant="secondary" size="lg">
            {t('about.partner')}
          </Button>
        </section>
      </HydrationPiece>
      {/* The footer's FAQ link lands here (/about-us#faq). */}
      <HydrationPiece>
        <section id="faq" aria-labelledby="about-faq" className="scroll-mt-32 bg-sand-100">
          <div className="mx-auto max-w-3xl px-4 py-12">
            <h2 id="about-faq" className="text-3xl font-semibold text-brand-800">
              {t('faq.title')}
            </h2>
            <div className="mt-6 space-y-3">
              {FAQ.map((key) => (
                <details key={key} className="group rounded-xl bg-white p-4 shadow-sm">
                  <summary className="cursor-pointer list-inside font-semibold text-ink marker:text-brand-700">
                    {t(`faq.items.${key}.q`)}
                  </summary>
                  <p className="mt-2 break-words text-stone-700">{t(`faq.items.${key}.a`, { email: SUPPORT.email })}</p>
                </details>
              ))}
            </div>
          </div>
        </section>
      </HydrationPiece>
    </>
  );
}
