import { useState } from 'react';
import { SafeHtml } from '../../form/SafeHtml';
import { Icon } from '../../icons/Icon';
import type { ViewProps } from '../types';

/**
 * HtmlBox: the author's HTML, sanitised (no script, handler or `javascript:` link survives), with a close
 * button when includeCloseButton is set. Closing is a view-only choice: it is not form data.
 */
export function HtmlBoxView({ state }: ViewProps<'HtmlBox'>) {
  const [closed, setClosed] = useState(false);
  if (closed) return null;
  return (
    <div className="fw-htmlbox">
      <SafeHtml className="fw-htmlbox__content" html={state.props.contentHtml} />
      {state.props.includeCloseButton && (
        <button
          type="button"
          className="fw-icon-button fw-htmlbox__close"
          aria-label="Close"
          onClick={() => setClosed(true)}
        >
          <Icon name="close" />
        </button>
      )}
    </div>
  );
}
