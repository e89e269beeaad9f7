import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { painterDefinition } from './definition';
import { checkPainterImage } from './imageCheck';
import { readSectorMap } from './sectors';

const example = (parse(painterDefinition.example) as [{ Painter: Record<string, unknown> }])[0].Painter;

describe('the Painter example', () => {
  it('carries its background inline as an SVG data image (a file name would leave the canvas empty)', () => {
    const image = String(example.image);
    expect(image).toMatch(/^data:image\/svg\+xml,/);
    const svg = decodeURIComponent(image.slice('data:image/svg+xml,'.length));
    expect(svg).toMatch(/^<svg xmlns='http:\/\/www\.w3\.org\/2000\/svg' width='500' height='400'/);
    expect(svg).toMatch(/<\/svg>$/);
    expect(checkPainterImage(image).ok).toBe(true);
  });

  it('maps the four quadrants its image draws', () => {
    const sectors = readSectorMap(example.sectorMap);
    expect(sectors.map((s) => s.name)).toEqual(['UOQ', 'UIQ', 'LOQ', 'LIQ']);
  });
});
