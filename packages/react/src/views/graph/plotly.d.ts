// plotly.js-basic-dist-min ships no types; chartLibrary.ts is the only importer and narrows it.
declare module 'plotly.js-basic-dist-min' {
  const Plotly: unknown;
  export default Plotly;
}
