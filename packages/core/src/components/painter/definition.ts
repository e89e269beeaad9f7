import { ALIGNMENTS, pickCommon, posOffsetProperty, yamlLines } from '../common';
import { POLYGON_PATTERN } from '../patterns';
import type { ComponentDefinition, PropertySchema } from '../definition';
import { storeImageProperties } from '../graph/definition';

const MARKERS = ['brush', 'spray', 'line', '4pcurve', '3pcurve', 'sectorFill', 'fill', 'none'] as const;
const px = (description: string, dflt?: number): PropertySchema => ({
  type: 'number',
  exclusiveMinimum: 0,
  ...(dflt === undefined ? {} : { default: dflt }),
  description,
});
const color = (description: string): PropertySchema => ({ type: 'string', description });

/**
 * The example's background: a right breast quadrant diagram (outline, nipple, the quadrant lines and their
 * names) on the default 500 by 400 canvas, inline as an SVG data image so the example needs no file.
 */
const BREAST_QUADRANTS_SVG = [
  "<svg xmlns='http://www.w3.org/2000/svg' width='500' height='400' viewBox='0 0 500 400'>",
  "<g fill='none' stroke='#8a93a0'>",
  "<circle cx='250' cy='200' r='170' stroke-width='3'/>",
  "<line x1='250' y1='20' x2='250' y2='380' stroke-dasharray='6 6'/>",
  "<line x1='70' y1='200' x2='430' y2='200' stroke-dasharray='6 6'/>",
  '</g>',
  "<circle cx='250' cy='200' r='8' fill='#8a93a0'/>",
  "<g fill='#8a93a0' font-family='sans-serif' font-size='16' text-anchor='middle'>",
  "<text x='150' y='110'>UOQ</text><text x='350' y='110'>UIQ</text>",
  "<text x='150' y='300'>LOQ</text><text x='350' y='300'>LIQ</text>",
  '</g></svg>',
].join('');
const BREAST_QUADRANTS_IMAGE = `data:image/svg+xml,${encodeURIComponent(BREAST_QUADRANTS_SVG)}`;

/** Painter: draws or places markers on a background image (docs/components.md#painter). */
export const painterDefinition = {
  type: 'Painter',
  family: 'graphics',
  description: 'Draws annotations or places markers on a background image; optionally maps them to sectors.',
  valueKind: 'any',
  properties: {
    ...pickCommon('id', 'display', 'hidden', 'disabled', 'label'),
    value: {
      type: ['array', 'string', 'null'],
      description:
        'Serialised annotations (Spray, Brush, Line, FloodFill, 4pCurve, 3pCurve, SectorFill, Image).',
    },
    width: px('Canvas width in pixels.', 500),
    height: px('Canvas height in pixels.', 400),
    posAlignment: { enum: ALIGNMENTS, default: 'left', description: 'Horizontal alignment of the canvas.' },
    posOffset: posOffsetProperty,
    image: {
      type: 'string',
      description: 'Background image (URL or data URI; SVG recommended, under 2 MB).',
    },
    darkImage: { type: 'string', description: 'Background image used with the dark theme.' },
    lightImage: { type: 'string', description: 'Background image used with the light theme.' },
    imageScale: px('Scale of the background image.', 1),
    bgColor: color('Canvas background colour (CSS colour).'),
    darkBgColor: color('Canvas background colour with the dark theme.'),
    lightBgColor: color('Canvas background colour with the light theme.'),
    marker: { enum: MARKERS, default: 'spray', description: 'Drawing tool selected at start.' },
    moveAsDefault: {
      type: 'boolean',
      default: true,
      description: 'Left-click on an annotation moves it (Shift draws); when false Shift moves instead.',
    },
    brushWidth: px('Brush and line width in pixels.', 2),
    sprayDensity: px('Spray points added per 20 ms tick.', 10),
    sprayRadius: px('Spray radius in pixels.', 8),
    colors: {
      type: 'string',
      description: 'Palette: space-separated CSS colours, chosen by colour index (wraps).',
    },
    colorIndex: {
      type: 'integer',
      minimum: 0,
      default: 0,
      description: 'Palette index of the drawing colour.',
    },
    rightClickUndo: {
      enum: ['none', 'color', 'global'],
      default: 'none',
      description:
        'Right-click off an annotation undoes: nothing, the last of this colour, or the last overall.',
    },
    disallowAnnotationMoving: {
      type: 'boolean',
      default: false,
      description: 'Annotations cannot be moved.',
    },
    communicatingInListElements: {
      type: 'boolean',
      default: false,
      description:
        'Inside a List: items share one canvas; colour index = item index, others shown as background.',
    },
    position: {
      enum: ['left', 'right'],
      default: 'left',
      description: 'Side of the canvas the toolbox is on.',
    },
    vposition: {
      enum: ['top', 'middle', 'bottom'],
      default: 'top',
      description: 'Vertical toolbox position.',
    },
    iconWidth: px('Width of toolbox icons in pixels.'),
    iconHeight: px('Height of toolbox icons in pixels.'),
    markers: {
      type: 'array',
      formula: 'never',
      description: 'Image markers offered in the toolbox; dropping one adds an Image annotation.',
      items: {
        type: 'object',
        properties: {
          name: { type: 'string', description: 'Marker name, stored with the annotation.' },
          image: { type: 'string', description: 'Marker image (URL, data URI or SVG).' },
          toolboxWidth: { type: 'number', description: 'Width of the marker in the toolbox.' },
          toolboxHeight: { type: 'number', description: 'Height of the marker in the toolbox.' },
          legendDescription: { type: 'string', description: 'Text shown for the marker in the legend.' },
          svgColor: {
            type: ['array', 'string'],
            items: { type: 'string' },
            description: 'Colours substituted into an SVG marker image, a list of CSS colours.',
          },
        },
        required: ['name', 'image'],
        additionalProperties: false,
      },
    },
    sectorMap: {
      type: 'array',
      formula: 'never',
      description: 'Named sectors of the image; annotations are reported by the sector they fall in.',
      items: {
        type: 'object',
        properties: {
          name: { type: 'string', description: 'Sector name (the value of id.sector).' },
          description: { type: 'string', description: 'Sector description used in sectorArrayFull.' },
          polygon: {
            type: 'string',
            pattern: POLYGON_PATTERN,
            description: "Sector outline: 'x y' points, e.g. '10 10, 90 10, 90 80'.",
          },
        },
        required: ['name', 'polygon'],
        additionalProperties: false,
      },
    },
    sectorMapWidth: px('Width of the coordinate space of the sector polygons.'),
    sectorMapHeight: px('Height of the coordinate space of the sector polygons.'),
    sectorMapColor: color('Colour the sector outlines are drawn in (none when empty).'),
    ...storeImageProperties,
    storeBgColor: color('Background colour of the stored image (CSS colour).'),
  },
  derived: {
    sector: 'Name of the sector of the latest annotation.',
    sectorArray: 'Names of the sectors that hold annotations.',
    sectorArrayFull: 'Per sector: label, count, description; sorted by count, highest first.',
  },
  snippet: yamlLines('- Painter:', '    id: painter1', '    image: image.svg', '    marker: spray'),
  example: yamlLines(
    '- Painter:',
    '    id: breastMap',
    '    label: Lesion location',
    `    image: "${BREAST_QUADRANTS_IMAGE}"`,
    '    marker: brush',
    '    colors: red blue green',
    '    rightClickUndo: color',
    '    sectorMap:',
    "      - { name: UOQ, description: Upper outer quadrant, polygon: '0 0, 250 0, 250 200, 0 200' }",
    "      - { name: UIQ, description: Upper inner quadrant, polygon: '250 0, 500 0, 500 200, 250 200' }",
    "      - { name: LOQ, description: Lower outer quadrant, polygon: '0 200, 250 200, 250 400, 0 400' }",
    "      - { name: LIQ, description: Lower inner quadrant, polygon: '250 200, 500 200, 500 400, 250 400' }",
  ),
} satisfies ComponentDefinition;
