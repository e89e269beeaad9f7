import type { BehaviourContext, ComponentBehaviour } from '../behaviour';
import { numberProp } from '../behaviourUtils';
import { dropInvalidAnnotations, parseAnnotations } from './annotation';
import { readSectorMap, sectorOutputs, type SectorScale } from './sectors';

/** Canvas size defaults (docs/components.md#painter). */
const DEFAULT_WIDTH = 500;
const DEFAULT_HEIGHT = 400;

/**
 * Canvas pixels to sector-map coordinates: sectorMapWidth/Height give the polygons' own coordinate space;
 * without them the polygons are in canvas pixels.
 */
function mapScale(ctx: BehaviourContext): SectorScale {
  const ratio = (map: unknown, canvas: unknown, fallback: number): number => {
    const m = numberProp(map);
    const c = numberProp(canvas) ?? fallback;
    return m !== undefined && m > 0 && c > 0 ? m / c : 1;
  };
  return {
    x: ratio(ctx.props.sectorMapWidth, ctx.props.width, DEFAULT_WIDTH),
    y: ratio(ctx.props.sectorMapHeight, ctx.props.height, DEFAULT_HEIGHT),
  };
}

/**
 * Painter: the value keeps only valid annotations (an invalid drawing is dropped, however it arrives; a
 * user's set says which, as action-ignored); derives sector, sectorArray and sectorArrayFull from them and
 * the sector map.
 */
export const painterBehaviour: ComponentBehaviour = {
  normalize(value) {
    return dropInvalidAnnotations(value).value;
  },

  inputNotes(input) {
    if (input.kind !== 'set') return [];
    const { dropped } = dropInvalidAnnotations(input.value);
    if (dropped.length === 0) return [];
    return [
      dropped.length === 1
        ? `annotation ${dropped[0]} is invalid and is dropped`
        : `annotations ${dropped.join(', ')} are invalid and are dropped`,
    ];
  },

  derive(ctx) {
    const out = sectorOutputs(
      parseAnnotations(ctx.props.value),
      readSectorMap(ctx.props.sectorMap),
      mapScale(ctx),
    );
    return { sector: out.sector, sectorArray: out.sectorArray, sectorArrayFull: out.sectorArrayFull };
  },
};
