/**
 * The page's largest paint, named by the component that shows it: the first banner, a product's photo, the
 * first cards of a grid (the images they ask for with high priority). The server's renderer listens
 * (src/entry-server.tsx) and preloads the first one named from the head, so the photo is asked for before the
 * scripts; in the browser nobody listens and naming it does nothing.
 */
import { createContext, useContext } from 'react';
import type { ResponsiveImage } from '../../domain/image/responsive';

const LcpImageContext = createContext<((image: ResponsiveImage) => void) | null>(null);

/** The server's listener for the images a render names (first one wins). */
export const LcpImageListener = LcpImageContext.Provider;

/** `image` (null: none) is what this page's first screen is waiting for. */
export function useLcpImage(image: ResponsiveImage | null): void {
  const name = useContext(LcpImageContext);
  if (image && name) name(image);
}
