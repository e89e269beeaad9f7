import { createContext, useContext } from 'react';

/**
 * Where Graph and Painter views hand their PNG data URLs (docs/outputs.md#hidden-inputs): `set(id, png)`
 * stores one, `set(id, undefined)` removes it. FormView keeps them and HiddenInputs renders them.
 */
export interface ImageSink {
  set(id: string, png: string | undefined): void;
}

/** The image sink context; outside a FormView images go nowhere. */
export const ImageSinkContext = createContext<ImageSink>({ set: () => {} });

/** The enclosing form's image sink (Graph and Painter views). */
export function useImageSink(): ImageSink {
  return useContext(ImageSinkContext);
}
