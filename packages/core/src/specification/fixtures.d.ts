// Form fixtures are imported as text (Vite's `?raw`) so core's tests need no Node file APIs.
declare module '*.yaml?raw' {
  const text: string;
  export default text;
}
