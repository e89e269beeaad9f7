// Golden files are imported as text (Vite's `?raw`) so core's tests need no Node file APIs.
declare module '*.txt?raw' {
  const text: string;
  export default text;
}
