import { useEffect, useId, useRef, useState, type CSSProperties } from 'react';
import { sizeWidth } from '../../fields';
import { SafeHtml } from '../../form/SafeHtml';
import { Icon } from '../../icons/Icon';

/** What a help popover shows and how it opens (Help, and a Row's helpContent). */
export interface HelpPopoverProps {
  /** Plain text content. */
  readonly content?: unknown;
  /** Author HTML content, shown sanitised. */
  readonly contentHtml?: unknown;
  /** Where the popover opens beside its button (default right). */
  readonly posAlignment?: 'left' | 'top' | 'bottom' | 'right';
  readonly maxWidth?: unknown;
  /** Open on click (default) or while the pointer or focus is on the button. */
  readonly trigger?: 'click' | 'hover';
  /** The button's accessible name (default 'Help'). */
  readonly name?: string;
}

/**
 * A "?" button with a popover (role dialog) placed by posAlignment and capped at maxWidth. With
 * trigger click it toggles on click and closes on Escape, a click outside or focus leaving by Tab; with trigger hover it opens
 * while the pointer is over the button or the button has focus. Content HTML is sanitised.
 */
export function HelpPopover({
  content,
  contentHtml,
  posAlignment = 'right',
  maxWidth,
  trigger = 'click',
  name = 'Help',
}: HelpPopoverProps) {
  const [open, setOpen] = useState(false);
  const dialogId = useId();
  const wrap = useRef<HTMLSpanElement>(null);
  const button = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!open || trigger !== 'click') return;
    const onDown = (e: PointerEvent | MouseEvent) => {
      if (wrap.current && !wrap.current.contains(e.target as Node)) setOpen(false);
    };
    document.addEventListener('mousedown', onDown);
    return () => document.removeEventListener('mousedown', onDown);
  }, [open, trigger]);

  const hover = trigger === 'hover';
  const width = sizeWidth(maxWidth);
  const style: CSSProperties | undefined = width ? { maxWidth: width } : undefined;
  const text = typeof content === 'string' ? content : '';
  return (
    <span
      ref={wrap}
      className="fw-help"
      onMouseEnter={hover ? () => setOpen(true) : undefined}
      onMouseLeave={hover ? () => setOpen(false) : undefined}
      onBlur={(e) => {
        // Focus leaving the button and its popover (Tab, Shift+Tab) closes it; a link inside keeps it open.
        const next = e.relatedTarget as Node | null;
        if (open && (!next || !e.currentTarget.contains(next))) setOpen(false);
      }}
      onKeyDown={(e) => {
        if (e.key === 'Escape' && open) {
          e.stopPropagation();
          setOpen(false);
          button.current?.focus();
        }
      }}
    >
      <button
        ref={button}
        type="button"
        className="fw-icon-button fw-help__button"
        aria-label={name}
        aria-expanded={open}
        aria-controls={open ? dialogId : undefined}
        aria-haspopup="dialog"
        onClick={hover ? undefined : () => setOpen((o) => !o)}
        onFocus={hover ? () => setOpen(true) : undefined}
        onBlur={hover ? () => setOpen(false) : undefined}
      >
        <Icon name="help" />
      </button>
      {open && (
        <div
          id={dialogId}
          role="dialog"
          aria-label={name}
          className={`fw-help__popover fw-help__popover--${posAlignment}`}
          data-align={posAlignment}
          style={style}
        >
          {text !== '' && <p className="fw-help__text">{text}</p>}
          <SafeHtml className="fw-help__html" html={contentHtml} />
        </div>
      )}
    </span>
  );
}
