import { Link } from 'react-router';
import { BookOpen, CheckCircle2, Globe2, GraduationCap, Palette, Sparkles } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { buttonClasses } from '../../../components/ui/button';
import { CourseSwatch } from '../components/course-swatch';
import '../i18n/home';
import { paths } from '../../../config/paths';
import { HydrationPiece } from '../../../lib/hydrate-in-pieces';

const WHY = [
  { key: 'access', Icon: Globe2 },
  { key: 'free', Icon: GraduationCap },
  { key: 'culture', Icon: Palette },
  { key: 'expert', Icon: Sparkles },
] as const;

// Static home cards: prices, duration and student counts are empty.
const CARDS = [
  { id: 'illustration', hue: 0 },
  { id: 'textiles', hue: 1 },
  { id: 'pattern', hue: 2 },
  { id: 'design', hue: 3 },
] as const;

const LEARN = ['sketch', 'fabric', 'pattern', 'craft', 'brand', 'tech'] as const;

export function HomePage() {
  const { t } = useTranslation('site');
  return (
    <>
      <section className="bg-weave text-white">
        <div className="mx-auto max-w-6xl px-4 py-16 sm:py-24">
          <p className="text-sm font-semibold uppercase tracking-wider text-gold-400">{t('home.heroKicker')}</p>
          <h1 className="mt-3 max-w-3xl text-4xl font-bold leading-tight sm:text-5xl">{t('home.heroTitle')}</h1>
          <p className="mt-4 max-w-2xl text-lg text-white/90">{t('home.heroText')}</p>
          <div className="mt-8 flex flex-wrap items-center gap-4">
            <Link to={paths.courses()} className={buttonClasses('secondary', 'lg')}>
              {t('home.getStarted')}
            </Link>
            <p className="text-sm text-white/80">{t('home.stats')}</p>
          </div>
        </div>
      </section>

      <HydrationPiece>
        <section aria-labelledby="why-title" className="mx-auto max-w-6xl px-4 py-14">
          <h2 id="why-title" className="text-3xl font-semibold text-brand-800">
            {t('home.whyTitle')}
          </h2>
          <ul className="mt-8 grid gap-5 sm:grid-cols-2 lg:grid-cols-4">
            {WHY.map(({ key, Icon }) => (
              <li key={key} className="rounded-2xl border border-stone-200 bg-white p-5">
                <Icon className="size-8 text-brand-600" aria-hidden="true" />
                <h3 className="mt-3 font-sans text-lg font-semibold">{t(`home.why.${key}Title`)}</h3>
                <p className="mt-1 text-stone-700">{t(`home.why.${key}Text`)}</p>
              </li>
            ))}
          </ul>
        </section>
      </HydrationPiece>

      <HydrationPiece>
        <section aria-labelledby="basics-title" className="bg-sand-100">
          <div className="mx-auto max-w-6xl px-4 py-14">
            <h2 id="basics-title" className="text-3xl font-semibold text-brand-800">
              {t('home.basicsTitle')}
            </h2>
            <p className="mt-2 text-stone-700">{t('home.basicsText')}</p>
            <ul className="mt-8 grid gap-5 sm:grid-cols-2 lg:grid-cols-4">
              {CARDS.map((c) => (
                <li key={c.id} className="overflow-hidden rounded-2xl border border-stone-200 bg-white">
                  <CourseSwatch variant={c.hue} />
                  <div className="p-4">
                    <p className="text-xs font-semibold uppercase tracking-wide text-brand-600">{t('home.cardLabel')}</p>
                    <h3 className="mt-1 font-sans text-base font-semibold">{t(`home.cards.${c.id}`)}</h3>
                  </div>
                </li>
              ))}
            </ul>
            <div className="mt-8 text-center">
              <Link to={paths.courses()} className={buttonClasses('outline', 'md')}>
                <BookOpen className="size-5" aria-hidden="true" />
                {t('home.exploreAll')}
              </Link>
            </div>
          </div>
        </section>
      </HydrationPiece>

      <HydrationPiece>
        <section aria-labelledby="join-title" className="mx-auto grid max-w-6xl gap-10 px-4 py-14 lg:grid-cols-2">
          <div>
            <h2 id="join-title" className="text-3xl font-semibold text-brand-800">
              {t('home.joinTitle')}
            </h2>
            <p className="mt-4 text-lg text-stone-700">{t('home.joinText')}</p>
          </div>
          <div aria-labelledby="learn-title" role="group">
            <h2 id="learn-title" className="text-3xl font-semibold text-brand-800">
              {t('home.learnTitle')}
            </h2>
            <ul className="mt-4 space-y-3">
              {LEARN.map((k) => (
                <li key={k} className="flex items-start gap-3">
                  <CheckCircle2 className="mt-0.5 size-5 shrink-0 text-brand-600" aria-hidden="true" />
                  <span>{t(`home.learn.${k}`)}</span>
                </li>
              ))}
            </ul>
          </div>
        </section>
      </HydrationPiece>

      <HydrationPiece>
        <section aria-labelledby="cta-title" className="px-4 pb-16">
          <div className="bg-weave mx-auto max-w-6xl rounded-3xl px-6 py-12 text-center text-white">
            <h2 id="cta-title" className="text-3xl font-semibold">
              {t('home.ctaTitle')}
            </h2>
            <p className="mx-auto mt-3 max-w-xl text-white/90">{t('home.ctaText')}</p>
            <Link to={paths.signup()} className={buttonClasses('secondary', 'lg', 'mt-6')}>
              {t('home.ctaButton')}
            </Link>
          </div>
        </section>
      </HydrationPiece>
    </>
  );
}
