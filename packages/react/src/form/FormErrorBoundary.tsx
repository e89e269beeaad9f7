import { Component, type ErrorInfo, type ReactNode } from 'react';

/** The boundary's texts, docs/diagnostics.md#diagnostics ('Boundary') letter for letter. */
export const BOUNDARY_TEXTS = {
  title: 'Something went wrong.',
  stuck: 'This message might get stuck. You can try to reload',
  reload: 'Reload',
} as const;

interface Props {
  readonly children: ReactNode;
  /** Called by the Reload button after the boundary resets (FormView remounts the form tree). */
  readonly onReload?: () => void;
  /** A value whose change clears a caught error (FormView passes the spec: a new form renders afresh). */
  readonly resetKey?: unknown;
}

interface State {
  readonly error: Error | null;
  readonly resetKey?: unknown;
}

function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/**
 * The form-level error boundary: when the form tree throws it shows 'Something went wrong.', the message,
 * 'This message might get stuck. You can try to reload' and a Reload button that renders the form again.
 */
export class FormErrorBoundary extends Component<Props, State> {
  override state: State = { error: null, resetKey: this.props.resetKey };

  static getDerivedStateFromError(error: unknown): Partial<State> {
    return { error: error instanceof Error ? error : new Error(messageOf(error)) };
  }

  static getDerivedStateFromProps(props: Props, state: State): Partial<State> | null {
    if (Object.is(props.resetKey, state.resetKey)) return null;
    return { error: null, resetKey: props.resetKey };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    console.error('Formwright: the form failed to render', error, info.componentStack);
  }

  private readonly reload = (): void => {
    this.setState({ error: null });
    this.props.onReload?.();
  };

  override render(): ReactNode {
    const { error } = this.state;
    if (!error) return this.props.children;
    return (
      <div className="fw-boundary" role="alert">
        <p className="fw-boundary-title">{BOUNDARY_TEXTS.title}</p>
        <p className="fw-boundary-message">{error.message}</p>
        <p>{BOUNDARY_TEXTS.stuck}</p>
        <button type="button" className="fw-button fw-button-blue" onClick={this.reload}>
          {BOUNDARY_TEXTS.reload}
        </button>
      </div>
    );
  }
}
