import { iconId, type IconName } from './icons';

/** One icon of the set, decorative (the control around it carries the accessible name). */
export function Icon({ name, className }: { readonly name: IconName; readonly className?: string }) {
  return (
    <svg className={className ? `fw-icon ${className}` : 'fw-icon'} aria-hidden="true" focusable="false">
      <use href={`#${iconId(name)}`} />
    </svg>
  );
}
