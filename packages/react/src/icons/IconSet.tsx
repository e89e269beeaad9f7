import { ICONS, iconId, type IconName } from './icons';

/** The hidden SVG icon set every form renders once (docs/architecture.md#what-a-view-reads: "a hidden set of icons"). */
export function IconSet() {
  return (
    <svg className="fw-iconset" aria-hidden="true" focusable="false" width="0" height="0">
      {(Object.keys(ICONS) as IconName[]).map((name) => (
        <symbol key={name} id={iconId(name)} viewBox="0 0 16 16">
          <path
            d={ICONS[name]}
            fill="none"
            stroke="currentColor"
            strokeWidth="1.6"
            strokeLinecap="round"
            strokeLinejoin="round"
          />
        </symbol>
      ))}
    </svg>
  );
}
