import type { ViewProps } from '../types';

/** Header: heading text at its level (h2, h3, h4, or plain text; default h3). */
export function HeaderView({ state }: ViewProps<'Header'>) {
  const { header, level } = state.props;
  const text = header ?? '';
  switch (level) {
    case 'h2':
      return <h2 className="fw-header fw-header-h2">{text}</h2>;
    case 'h4':
      return <h4 className="fw-header fw-header-h4">{text}</h4>;
    case 'text':
      return <p className="fw-header fw-header-text">{text}</p>;
    default:
      return <h3 className="fw-header fw-header-h3">{text}</h3>;
  }
}
