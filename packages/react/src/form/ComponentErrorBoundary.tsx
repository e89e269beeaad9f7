import { Component, type ErrorInfo, type ReactNode } from 'react';

interface Props {
  readonly id: string;
  /** The component's state: when it changes after an error, the view is tried again. */
  readonly resetKey?: unknown;
  readonly children: ReactNode;
}

interface State {
  readonly error: string | null;
}

/**
 * Catches a throwing view so one component cannot take the form down: it shows a small error box in the
 * component's place and the rest of the form renders on. A later change of the component retries.
 */
export class ComponentErrorBoundary extends Component<Props, State> {
  override state: State = { error: null };

  static getDerivedStateFromError(error: unknown): State {
    return { error: error instanceof Error ? error.message : String(error) };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    console.error(`Formwright: component ${this.props.id} failed to render`, error, info.componentStack);
  }

  override componentDidUpdate(prev: Props): void {
    if (this.state.error !== null && prev.resetKey !== this.props.resetKey) this.setState({ error: null });
  }

  override render(): ReactNode {
    if (this.state.error === null) return this.props.children;
    return (
      <div className="fw-component-error" role="alert" data-fw-error={this.props.id}>
        Component {this.props.id}: {this.state.error}
      </div>
    );
  }
}
