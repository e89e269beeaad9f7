import { describe, expect, it } from 'vitest';
import { PAINTER_PALETTE } from '@formwright/core/runtime';
import { DEFAULT_MARKER_SIZE, markerSource, toolboxMarkers } from './markerImages';

describe('toolbox markers (docs/components.md#painter)', () => {
  it('keeps markers with a name and an image, sized by the marker, else iconWidth/iconHeight, else 30', () => {
    const markers = toolboxMarkers(
      [
        { name: 'a', image: 'a.svg', toolboxWidth: 40, toolboxHeight: 20, legendDescription: 'A thing' },
        { name: 'b', image: 'b.svg' },
        { image: 'nameless.svg' },
        'junk',
      ],
      24,
      undefined,
    );
    expect(markers).toEqual([
      { name: 'a', image: 'a.svg', width: 40, height: 20, legend: 'A thing', svgColor: [] },
      { name: 'b', image: 'b.svg', width: 24, height: DEFAULT_MARKER_SIZE, svgColor: [] },
    ]);
  });

  it('takes svgColor as a list or as space-separated text', () => {
    expect(toolboxMarkers([{ name: 'a', image: 'x', svgColor: '#f00 #0f0' }], 0, 0)[0]!.svgColor).toEqual([
      '#f00',
      '#0f0',
    ]);
  });
});

describe('markerSource', () => {
  const svg = "<svg xmlns='http://www.w3.org/2000/svg'><circle fill='#FF0000'/><rect fill='#00ff00'/></svg>";
  const [marker] = toolboxMarkers([{ name: 'm', image: svg, svgColor: ['#ff0000'] }], 0, 0);

  it('paints an SVG marker in the palette colour of the colour index, its svgColor colours replaced', () => {
    const src = decodeURIComponent(
      markerSource(marker!, 2).replace(/^data:image\/svg\+xml;charset=utf-8,/, ''),
    );
    expect(src).toContain(`fill='${PAINTER_PALETTE[2]}'`);
    expect(src).toContain("fill='#00ff00'"); // not listed in svgColor: kept
  });

  it('uses the colors property when given, wrapping the index', () => {
    const src = decodeURIComponent(markerSource(marker!, 3, 'red blue').split(',')[1]!);
    expect(src).toContain("fill='blue'");
  });

  it('reads an SVG data URL and leaves other images as they are', () => {
    const dataUrl = `data:image/svg+xml,${encodeURIComponent(svg)}`;
    const [m] = toolboxMarkers([{ name: 'm', image: dataUrl, svgColor: ['#ff0000'] }], 0, 0);
    expect(decodeURIComponent(markerSource(m!, 1).split(',')[1]!)).toContain(PAINTER_PALETTE[1]);
    const [png] = toolboxMarkers([{ name: 'p', image: 'marker.png', svgColor: ['#ff0000'] }], 0, 0);
    expect(markerSource(png!, 1)).toBe('marker.png');
  });
});
