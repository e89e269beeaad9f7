import type { BehaviourContext, ComponentBehaviour } from '../behaviour';
import { numberProp } from '../behaviourUtils';
import { parseAnnotations } from './annotation';
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

/** Painter: derives sector, sectorArray and sectorArrayFull from the stored annotations and the sector map. */
export const painterBehaviour: ComponentBehaviour = {
  derive(ctx) {
    const out = sectorOutputs(
      parseAnnotations(ctx.props.value),
      readSectorMap(ctx.props.sectorMap),
      mapScale(ctx),
    );
    return { sector: out.sector, sectorArray: out.sectorArray, sectorArrayFull: out.sectorArrayFull };
  },
};
