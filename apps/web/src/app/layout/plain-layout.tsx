import { LanguageSwitcher } from '../../components/language-switcher';
import { HydrationPiece } from '../../lib/hydrate-in-pieces';
import { Logo } from './logo';
import { PageMain } from './site-layout';

/** Layout of the account, student and instructor screens outside the site shell: logo + page. */
export function PlainLayout() {
  return (
    <div className="flex min-h-dvh flex-col">
      <HydrationPiece>
        <header className="border-b border-stone-200 bg-white">
          <div className="mx-auto flex max-w-6xl items-center px-4 py-2.5">
            <Logo />
            <LanguageSwitcher compact className="ms-auto" />
          </div>
        </header>
      </HydrationPiece>
      <PageMain />
    </div>
  );
}
