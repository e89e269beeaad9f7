import type { ViewProps } from '../types';
import { HelpPopover } from './HelpPopover';

/** Help: a popover on click or hover (trigger) with its alignment and maxWidth; role dialog. */
export function HelpView({ state }: ViewProps<'Help'>) {
  const p = state.props;
  return (
    <HelpPopover
      content={p.content}
      contentHtml={p.contentHtml}
      posAlignment={p.posAlignment}
      maxWidth={p.maxWidth}
      trigger={p.trigger}
    />
  );
}
