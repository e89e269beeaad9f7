import type { CommonProps, Offset } from '../propTypes';
import type { SectorCount } from './sectors';

/** One marker of the Painter's toolbox. */
export interface PainterMarkerSpec {
  readonly name?: string;
  readonly image?: string;
  readonly toolboxWidth?: number;
  readonly toolboxHeight?: number;
  readonly legendDescription?: string;
  readonly svgColor?: readonly string[];
}

/** One sector of the Painter's sector map (polygon as written, e.g. '10 10, 90 10, 90 80'). */
export interface PainterSectorSpec {
  readonly name?: string;
  readonly description?: string;
  readonly polygon?: string;
}

/** Painter's props and derived values. */
export interface PainterProps extends Pick<CommonProps, 'id' | 'display' | 'hidden' | 'disabled' | 'label'> {
  /** The annotations (stored as a list, or its JSON text). */
  readonly value?: readonly unknown[] | string | null;
  readonly width?: number;
  readonly height?: number;
  readonly posAlignment?: 'left' | 'center' | 'right';
  readonly posOffset?: Offset;
  readonly image?: string;
  readonly darkImage?: string;
  readonly lightImage?: string;
  readonly imageScale?: number;
  readonly bgColor?: string;
  readonly darkBgColor?: string;
  readonly lightBgColor?: string;
  readonly marker?: 'brush' | 'spray' | 'line' | '4pcurve' | '3pcurve' | 'sectorFill' | 'fill' | 'none';
  readonly moveAsDefault?: boolean;
  readonly brushWidth?: number;
  readonly sprayDensity?: number;
  readonly sprayRadius?: number;
  readonly colors?: string;
  readonly colorIndex?: number;
  readonly rightClickUndo?: 'none' | 'color' | 'global';
  readonly disallowAnnotationMoving?: boolean;
  readonly communicatingInListElements?: boolean;
  readonly position?: 'left' | 'right';
  readonly vposition?: 'top' | 'middle' | 'bottom';
  readonly iconWidth?: number;
  readonly iconHeight?: number;
  readonly markers?: readonly PainterMarkerSpec[];
  readonly sectorMap?: readonly PainterSectorSpec[];
  readonly sectorMapWidth?: number;
  readonly sectorMapHeight?: number;
  readonly sectorMapColor?: string;
  readonly storeImageResult?: boolean;
  readonly storeImageScale?: number;
  readonly storeBgColor?: string;
  readonly sector: string;
  readonly sectorArray: readonly string[];
  readonly sectorArrayFull: readonly SectorCount[];
}
