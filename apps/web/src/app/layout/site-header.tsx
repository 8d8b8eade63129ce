import { useEffect, useRef } from 'react';
import { Link, NavLink, useLocation } from 'react-router';
import { Mail, Menu, X } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { SUPPORT } from '@sewee/shared/constants';
import { Button, buttonClasses } from '../../components/ui/button';
import { cn } from '../../lib/cn';
import { HydrationPiece } from '../../lib/hydrate-in-pieces';
import { useAuth } from '../../lib/auth/check-auth';
import { useLogout } from '../../lib/auth/logout';
import { HeaderSearch } from './header-search';
import { LanguageSwitcher } from '../../components/language-switcher';
import { Logo } from './logo';
import { SocialLinks } from './social-links';
import { paths } from '../../config/paths';

export function SiteHeader() {
  const { t } = useTranslation('common');
  const { isAuthenticated } = useAuth();
  const logout = useLogout();
  const location = useLocation();
  // The phone's menu is a native disclosure, open or closed whether or not the code has run (it may
  // have been opened before): a move to another page closes it, in the element itself.
  const menu = useRef<HTMLDetailsElement>(null);
  const shownFor = useRef(location.pathname);
  useEffect(() => {
    if (shownFor.current === location.pathname) return;
    shownFor.current = location.pathname;
    if (menu.current) menu.current.open = false;
  }, [location.pathname]);

  const links = [
    { to: '/', label: t('nav.home'), end: true },
    { to: isAuthenticated ? paths.memberCourses() : paths.courses(), label: t('nav.courses'), end: false },
    { to: paths.myCourses(), label: t('nav.myCourses'), end: false },
    { to: paths.about(), label: t('nav.about'), end: false },
    { to: paths.contact(), label: t('nav.contact'), end: false },
  ];

  return (
    <header className="sticky top-0 z-30 shadow-sm">
      {/* Each bar hydrates in a task of its own (a long task on a slow phone delays a tap). */}
      <HydrationPiece>
        <div className="relative z-10 bg-brand-800 text-white">
          <div className="mx-auto flex max-w-6xl items-center justify-between gap-2 px-4 py-1.5">
            {/* A native disclosure: the phone's menu opens with JavaScript off or not yet arrived. */}
            <details
              ref={menu}
              className="group md:hidden"
              onKeyDown={(e) => {
                if (e.key !== 'Escape' || !e.currentTarget.open) return;
                e.currentTarget.open = false;
                e.currentTarget.querySelector('summary')?.focus();
              }}
            >
              {/* One name: the summary itself says whether it is expanded. */}
              <summary
                className="grid size-10 cursor-pointer list-none place-items-center rounded-lg hover:bg-white/15 [&::-webkit-details-marker]:hidden"
                aria-label={t('nav.menu')}
              >
                <Menu className="size-5 group-open:hidden" aria-hidden="true" />
                <X className="hidden size-5 group-open:block" aria-hidden="true" />
              </summary>
              {/* Closed until tapped: its links hydrate in a task of their own, after the bar's. */}
              <HydrationPiece>
                <nav
                  id="site-nav"
                  aria-label={t('nav.main')}
                  className="absolute inset-x-0 top-full border-t border-white/15 bg-brand-800 px-4 pb-3 shadow-md"
                >
                  <NavList links={links} vertical />
                  <LanguageSwitcher tone="dark" className="mt-2 px-3" />
                </nav>
              </HydrationPiece>
            </details>
            <nav aria-label={t('nav.main')} className="hidden md:block">
              <NavList links={links} />
            </nav>
            <div className="flex items-center gap-2 text-sm">
              <a href={`mailto:${SUPPORT.email}`} className="hidden items-center gap-1.5 rounded px-1 hover:underline lg:inline-flex">
                <Mail className="size-4" aria-hidden="true" />
                {SUPPORT.email}
              </a>
              <div className="hidden lg:block">
                <SocialLinks />
              </div>
              <LanguageSwitcher tone="dark" compact className="hidden md:flex" />
            </div>
          </div>
        </div>
      </HydrationPiece>
      <HydrationPiece>
        <div className="border-b border-stone-200 bg-white/95 backdrop-blur">
          <div className="mx-auto flex max-w-6xl flex-wrap items-center gap-3 px-4 py-2.5">
            <Logo />
            <HeaderSearch />
            <div className="ms-auto flex items-center gap-2">
              {isAuthenticated ? (
                <Button variant="outline" size="sm" loading={logout.isPending} onClick={() => logout.mutate()}>
                  {t('nav.logout')}
                </Button>
              ) : (
                <>
                  <Link to={paths.login()} className={buttonClasses('ghost', 'sm')}>
                    {t('nav.login')}
                  </Link>
                  <Link to={paths.signup()} className={buttonClasses('primary', 'sm')}>
                    {t('nav.signup')}
                  </Link>
                </>
              )}
            </div>
          </div>
        </div>
      </HydrationPiece>
    </header>
  );
}

function NavList({ links, vertical = false }: { links: { to: string; label: string; end: boolean }[]; vertical?: boolean }) {
  return (
    <ul className={cn('flex', vertical ? 'flex-col gap-1 pt-2' : 'items-center gap-1')}>
      {links.map((l) => (
        <li key={l.label}>
          <NavLink
            to={l.to}
            end={l.end}
            className={({ isActive }) =>
              cn(
                'block rounded-md px-3 py-2 text-sm font-medium whitespace-nowrap',
                isActive ? 'bg-gold-400 text-ink' : 'text-white/90 hover:bg-white/15 hover:text-white',
              )
            }
          >
            {l.label}
          </NavLink>
        </li>
      ))}
    </ul>
  );
}
