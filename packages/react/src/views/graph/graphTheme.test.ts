import { describe, expect, it } from 'vitest';
import { CHART_THEMES, imageFigure, themedLayout } from './graphTheme';

describe('themedLayout (docs/components.md#graph: colours follow the theme)', () => {
  it('lays the form layout over the theme, object by object', () => {
    const layout = themedLayout(
      { yaxis: { title: 'mm', gridcolor: '#123456' }, font: { size: 10 } },
      CHART_THEMES.light,
    );
    expect(layout.paper_bgcolor).toBe(CHART_THEMES.light.background);
    expect(layout.yaxis).toMatchObject({
      title: { text: 'mm' },
      gridcolor: '#123456',
      linecolor: CHART_THEMES.light.line,
    });
    expect(layout.font).toEqual({
      color: CHART_THEMES.light.text,
      family: CHART_THEMES.light.font,
      size: 10,
    });
  });

  it('accepts a plain-text chart title and ignores a layout that is not an object', () => {
    expect(themedLayout({ title: 'Size' }, CHART_THEMES.dark).title).toEqual({ text: 'Size' });
    expect(themedLayout('nonsense', CHART_THEMES.dark).paper_bgcolor).toBe(CHART_THEMES.dark.background);
  });

  it('the stored image takes storeImageBackgroundColor when it is set', () => {
    const figure = { data: [], layout: themedLayout({}, CHART_THEMES.dark) };
    expect(imageFigure(figure, '#fff').layout).toMatchObject({ paper_bgcolor: '#fff', plot_bgcolor: '#fff' });
    expect(imageFigure(figure, undefined)).toBe(figure);
  });
});
