/**
 * Never a blank app: the routes sit inside this boundary (inside the layout, so the header and footer
 * stay). A screen whose code did not load (a brief network drop) or that failed to render shows
 * "Temporary service is not available" with Try Again, which loads the screen's code afresh; a route
 * change clears the message and tries failed screens again as well.
 */
import { Component, lazy, type ComponentType, type ReactNode } from 'react';
import { messages as englishMessages } from '../../domain/messages/index.ts';
import { useTexts } from '../app/texts.ts';
import { pageTitle } from './layout.css.ts';
import * as css from './ScreenBoundary.css.ts';
import { Button } from './ui.tsx';

/** Counts the Try Agains: a screen whose code failed to load loads it again once this has moved on. */
let attempt = 0;

/**
 * A lazily loaded screen (React.lazy) whose failed import can be tried again. React.lazy keeps a
 * rejected import for good, so after a failure the first render after Try Again makes a new lazy
 * component, which imports the screen again. Renders in between (React retrying the failed one) keep
 * the failed component, so a failing import is never retried in a loop.
 */
export function lazyScreen<P extends object>(load: () => Promise<{ default: ComponentType<P> }>): ComponentType<P> {
  let failed = false;
  let seen = attempt;
  const make = () =>
    lazy(() =>
      load().catch((error: unknown) => {
        failed = true;
        throw error;
      }),
    );
  let Lazy = make();
  return function Screen(props: P) {
    if (failed && seen !== attempt) {
      failed = false;
      Lazy = make();
    }
    seen = attempt;
    return <Lazy {...props} />;
  };
}

/** Around the routes, keyed by the route: a route change starts it afresh, which also retries failed screens. */
export class ScreenBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  constructor(props: { children: ReactNode }) {
    super(props);
    attempt += 1;
  }

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    const tryAgain = () => {
      attempt += 1;
      this.setState({ failed: false });
    };
    return <ScreenUnavailable tryAgain={tryAgain} />;
  }
}

function ScreenUnavailable({ tryAgain }: { tryAgain: () => void }) {
  const messages = useTexts(englishMessages);
  return (
    <section className={css.panel} role="alert">
      <h1 className={pageTitle}>{messages.screenUnavailable}</h1>
      <Button onClick={tryAgain}>{messages.screenTryAgain}</Button>
    </section>
  );
}
