import { Component, type ErrorInfo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from './button';

/** A page's code that could not be downloaded (a dropped connection): only a reload fetches it again. */
const isChunkLoadError = (error: unknown) =>
  error instanceof Error &&
  /dynamically imported module|Importing a module script failed|error loading dynamically imported/i.test(error.message);

interface Props {
  children: ReactNode;
  /** Changing it (e.g. the location) clears a caught error: another page gets its own chance. */
  resetKey?: unknown;
  /** 'app' fills the screen (nothing else could be drawn); 'page' sits inside the layout. */
  scope: 'app' | 'page';
}

interface State {
  error: unknown;
  resetKey: unknown;
}

/**
 * Catches a render error below it and shows a friendly retry screen instead of a blank page. One
 * wraps the whole app (app.tsx) and one each page (the layouts), so a broken page keeps the header.
 */
export class ErrorBoundary extends Component<Props, State> {
  state: State = { error: null, resetKey: this.props.resetKey };

  static getDerivedStateFromError(error: unknown): Partial<State> {
    return { error: error ?? new Error('Unknown error') };
  }

  static getDerivedStateFromProps(props: Props, state: State): Partial<State> | null {
    return props.resetKey !== state.resetKey ? { error: null, resetKey: props.resetKey } : null;
  }

  componentDidCatch(error: unknown, info: ErrorInfo) {
    console.error('A page failed to render', error, info.componentStack);
  }

  private retry = () => {
    if (this.props.scope === 'app' || isChunkLoadError(this.state.error)) window.location.reload();
    else this.setState({ error: null });
  };

  render() {
    if (!this.state.error) return this.props.children;
    return <ErrorScreen scope={this.props.scope} onRetry={this.retry} />;
  }
}

function ErrorScreen({ scope, onRetry }: { scope: Props['scope']; onRetry: () => void }) {
  const { t } = useTranslation('common');
  return (
    <section
      role="alert"
      className={scope === 'app' ? 'grid min-h-dvh place-items-center px-4' : 'mx-auto max-w-xl px-4 py-16 text-center'}
    >
      <div className="text-center">
        <h1 className="text-2xl font-semibold text-brand-800">{t('errorBoundary.title')}</h1>
        <p className="mt-3 text-stone-700">{t('errorBoundary.text')}</p>
        <Button className="mt-6" onClick={onRetry}>
          {t('errorBoundary.retry')}
        </Button>
      </div>
    </section>
  );
}
