import { Component, type ErrorInfo, type ReactNode } from 'react';
import { InternalError } from './internal-error';

/**
 * Render or chunk-load failures of one page (product §8: 'Internal server error'); the navbar and
 * footer stay usable around it.
 */
export class RouteErrorBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: Error, info: ErrorInfo) {
    console.error('Page failed', error, info.componentStack);
  }

  override render() {
    return this.state.failed ? <InternalError /> : this.props.children;
  }
}
