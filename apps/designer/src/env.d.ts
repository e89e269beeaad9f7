/** Vite's raw imports: the demo and starter forms are bundled as text. */
declare module '*?raw' {
  const text: string;
  export default text;
}
declare module '*.css';
