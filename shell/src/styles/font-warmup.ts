/**
 * The weights the storefront's pages use besides the two the server preloads. Text in a weight not
 * yet loaded is drawn in the fallback font and redrawn when it arrives, which can move the page; asked
 * for here, while the route's code and data are still on their way, they are usually in before the
 * text that needs them.
 */
const WEIGHTS = ['500 1em Inter', '600 1em Inter', '500 1em "Cormorant Garamond"'];

export function warmUpFonts(fonts: FontFaceSet | undefined = globalThis.document?.fonts): void {
  if (!fonts) return;
  for (const font of WEIGHTS) fonts.load(font).catch(() => undefined);
}
