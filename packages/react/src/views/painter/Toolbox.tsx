import type { DragEvent } from 'react';
import { markerSource, type ToolboxMarker } from './markerImages';

/** The drag data type of a toolbox marker (its index), so a drop elsewhere is never mistaken for one. */
export const MARKER_DRAG_TYPE = 'application/x-formwright-marker';

/** What the toolbox shows and reports. */
export interface ToolboxProps {
  readonly id: string;
  readonly markers: readonly ToolboxMarker[];
  readonly armed: ToolboxMarker | undefined;
  readonly onArm: (m: ToolboxMarker | undefined) => void;
  readonly colorIndex: number;
  readonly colors?: string;
  readonly disabled: boolean;
}

/**
 * The Painter's toolbox (docs/components.md#painter): one button per marker, with its legend. A marker is dragged
 * onto the canvas, or pressed (click, Enter or Space) to arm it and then placed with a click or Enter on
 * the canvas: the keyboard and touch way.
 */
export function Toolbox({ id, markers, armed, onArm, colorIndex, colors, disabled }: ToolboxProps) {
  return (
    <div className="fw-painter-toolbox" role="toolbar" aria-label="Markers" aria-orientation="vertical">
      {markers.map((m, i) => {
        const pressed = armed?.name === m.name;
        return (
          <button
            key={m.name}
            type="button"
            className="fw-painter-marker"
            aria-pressed={pressed}
            disabled={disabled}
            draggable={!disabled}
            data-marker={m.name}
            title={m.legend ?? m.name}
            onClick={() => onArm(pressed ? undefined : m)}
            onDragStart={(e: DragEvent<HTMLButtonElement>) => {
              e.dataTransfer.setData(MARKER_DRAG_TYPE, String(i));
              e.dataTransfer.effectAllowed = 'copy';
            }}
            id={`${id}-marker-${i}`}
          >
            <img
              src={markerSource(m, colorIndex, colors)}
              alt=""
              width={m.width}
              height={m.height}
              draggable={false}
            />
            <span className="fw-painter-legend">{m.legend ?? m.name}</span>
          </button>
        );
      })}
    </div>
  );
}
