/**
 * The "chart" chunk, loaded only for a form with a Graph: the chart library. The Graph view's dynamic
 * import of plotly.js-basic-dist-min is rewritten by the lazy seam (vite.config.ts) to load this file;
 * the Graph view is itself a chunk (formwright-graph.js). (Not spelled as an import call here: the seam
 * rewrites that text wherever it appears.)
 */
// @ts-expect-error: the library ships no types; the Graph view's wrapper gives it one (chartLibrary.ts).
import plotly from 'plotly.js-basic-dist-min';

export default plotly as unknown;
