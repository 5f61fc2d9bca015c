/** A legacy action answers under /Apps/WebObjects/<app>.woa/wa/ and under the bare /wa/. */
export const legacyPaths = (appName: string, action: string): string[] => [`/Apps/WebObjects/${appName}.woa/wa/${action}`, `/wa/${action}`];

/** Paths that belong to the API or to assets: they never fall back to the single-page app. */
export const isApiPath = (url: string): boolean => /^\/(Apps|wa|mf|media|api)(\/|$)/.test(url);
