import { Component, type ErrorInfo, type ReactNode } from 'react';
import { InternalError } from './internal-error';

/** Catches render failures outside the router (product §8: 'Internal server error'). */
export class ErrorBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: Error, info: ErrorInfo) {
    console.error('Render failure', error, info.componentStack);
  }

  override render() {
    return this.state.failed ? (
      <main id="main">
        <InternalError />
      </main>
    ) : (
      this.props.children
    );
  }
}
