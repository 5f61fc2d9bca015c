import { Component, type ErrorInfo, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { Button } from './button';
import { EmptyState } from './empty-state';

export interface FallbackProps {
  error: Error;
  reset: () => void;
}

export interface ErrorBoundaryProps {
  children: ReactNode;
  /** What to show instead of the failed tree; defaults to a short message with 'Riprova'. */
  fallback?: (props: FallbackProps) => ReactNode;
  onError?: (error: Error, info: ErrorInfo) => void;
  /** Any change of these values clears a shown error (e.g. the location). */
  resetKeys?: readonly unknown[];
}

interface State {
  error: Error | null;
  keys: readonly unknown[] | undefined;
}

const changed = (a: readonly unknown[] = [], b: readonly unknown[] = []) =>
  a.length !== b.length || a.some((value, index) => !Object.is(value, b[index]));

/** Contains a render error to the tree below it, so the rest of the page keeps working. */
export class ErrorBoundary extends Component<ErrorBoundaryProps, State> {
  override state: State = { error: null, keys: this.props.resetKeys };

  static getDerivedStateFromError(error: unknown): Partial<State> {
    return { error: error instanceof Error ? error : new Error(String(error)) };
  }

  static getDerivedStateFromProps(props: ErrorBoundaryProps, state: State): Partial<State> | null {
    if (changed(props.resetKeys, state.keys)) return { error: null, keys: props.resetKeys };
    return null;
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    if (this.props.onError) this.props.onError(error, info);
    else console.error(error);
  }

  reset = (): void => {
    this.setState({ error: null });
  };

  override render(): ReactNode {
    const { error } = this.state;
    if (!error) return this.props.children;
    const fallback = this.props.fallback ?? ((props: FallbackProps) => <ErrorFallback {...props} />);
    return fallback({ error, reset: this.reset });
  }
}

/** The default fallback: it never shows the error's own text to shoppers. */
export function ErrorFallback({ reset }: FallbackProps) {
  const intl = useIntl();
  return (
    <div role="alert">
      <EmptyState
        title={intl.formatMessage({ id: 'ui.error.title' })}
        action={
          <Button variant="secondary" onClick={reset}>
            {intl.formatMessage({ id: 'ui.retry' })}
          </Button>
        }
      >
        {intl.formatMessage({ id: 'ui.error.text' })}
      </EmptyState>
    </div>
  );
}
