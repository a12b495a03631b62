import { Component, type ErrorInfo, type ReactNode } from 'react';
import { reportThrown } from '../modules/errors/report-error';
import { ErrorPage } from './ErrorPage';

type Props = {
  children: ReactNode;
  /** When this changes (e.g. the pathname) after an error, the children are tried again. */
  resetKey?: unknown;
};
type State = { hasError: boolean };

/**
 * Catches render errors below it, reports them (message, stack, info = component stack) to
 * POST /api/errors and shows the ErrorPage 'Something bad happened' (doc 1 §8).
 */
export class ErrorBoundary extends Component<Props, State> {
  override state: State = { hasError: false };

  static getDerivedStateFromError(): State {
    return { hasError: true };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo) {
    reportThrown(error, info.componentStack);
  }

  override componentDidUpdate(prev: Props) {
    if (this.state.hasError && prev.resetKey !== this.props.resetKey) this.setState({ hasError: false });
  }

  override render() {
    return this.state.hasError ? <ErrorPage /> : this.props.children;
  }
}
