import { pickCommon, sizeProperty, yamlLines } from '../common';
import type { ComponentDefinition, PropertySchema } from '../definition';

/** Image storage shared by Graph and Painter (docs/components.md#graph, docs/components.md#painter). */
export const storeImageProperties: Record<'storeImageResult' | 'storeImageScale', PropertySchema> = {
  storeImageResult: {
    type: 'boolean',
    default: true,
    description: 'Stores the picture as PNG data in a hidden field named by the id.',
  },
  storeImageScale: {
    type: 'number',
    exclusiveMinimum: 0,
    default: 1.5,
    description: 'Scale of the stored PNG relative to the shown size.',
  },
};

/** Graph: a chart (line or scatter, bar, pie) from data and a layout (docs/components.md#graph). */
export const graphDefinition = {
  type: 'Graph',
  family: 'graphics',
  description: 'Shows a chart (line or scatter, bar, pie) from data and a layout, stored as an image.',
  valueKind: 'none',
  properties: {
    ...pickCommon('id', 'display', 'hidden', 'label'),
    size: sizeProperty,
    data: {
      type: 'array',
      description:
        'Traces (x, y, name, mode, line, marker, type scatter/bar/pie), or a formula returning them.',
      items: {
        type: 'object',
        properties: {
          x: { type: ['array', 'string'], description: 'X values (or labels for pie), or a formula.' },
          y: { type: ['array', 'string'], description: 'Y values (or pie values), or a formula.' },
          name: { type: 'string', description: 'Trace name shown in the legend.' },
          mode: { type: 'string', description: 'Scatter drawing mode: lines, markers, lines+markers.' },
          line: { type: 'object', description: 'Line style: color, width, dash.' },
          marker: { type: 'object', description: 'Marker style: color, size, symbol.' },
          type: {
            enum: ['scatter', 'bar', 'pie'],
            default: 'scatter',
            description: 'Chart type of the trace.',
          },
        },
      },
    },
    layout: {
      type: 'object',
      description: 'Chart layout: titles, fonts, axes, legend, width and height.',
    },
    ...storeImageProperties,
    storeImageBackgroundColor: {
      type: 'string',
      description: 'Background colour of the stored image (CSS colour); the theme background otherwise.',
    },
  },
  // A trace's fields may be formulas (`y: '=[a, b]'`), evaluated live by the engine.
  itemFormulas: ['data'],
  snippet: yamlLines(
    '- Graph:',
    '    id: graph1',
    '    data:',
    '      - { x: [1, 2, 3], y: [2, 4, 3], type: scatter }',
  ),
  exampleContext: yamlLines(
    '- Number: { id: priorSize1, label: Size 2024-01-10, suffix: mm }',
    '- Number: { id: priorSize2, label: Size 2024-07-12, suffix: mm }',
    '- Number: { id: noduleSize, label: Size now, suffix: mm }',
  ),
  example: yamlLines(
    '- Graph:',
    '    id: noduleGrowth',
    '    label: Nodule growth',
    // data is a list of traces (or one formula giving them); a trace's field may be a formula reading the form.
    '    data:',
    '      - x: ["2024-01-10", "2024-07-12", "2025-01-15"]',
    "        y: '=[priorSize1, priorSize2, noduleSize]'",
    '        name: Diameter (mm)',
    '        mode: lines+markers',
    '        type: scatter',
    '    layout:',
    '      title: { text: Nodule diameter }',
    '      yaxis: { title: { text: mm } }',
    '    storeImageScale: 2',
  ),
} satisfies ComponentDefinition;
