/**
 * The "chart" chunk, loaded only for a form with a Graph: the chart library. The Graph view's
 * `import('plotly.js-basic-dist-min')` is rewritten by the main build's lazy seam to load this file.
 */
// @ts-expect-error: the library ships no types; the Graph view's wrapper gives it one (chartLibrary.ts).
import plotly from 'plotly.js-basic-dist-min';

export default plotly as unknown;
