// The part of jsdom the openEHR bench uses (jsdom ships no types and @types/jsdom is not installed).
declare module 'jsdom' {
  export class JSDOM {
    constructor(html?: string);
    readonly window: {
      readonly DOMParser: new () => { parseFromString(text: string, type: string): unknown };
    };
  }
}
