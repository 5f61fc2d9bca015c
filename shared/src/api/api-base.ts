/** Legacy application path of the API (SPEC section 7); the manifest's apiBase replaces it at start-up. */
export const defaultApiBase = '/Apps/WebObjects/Shop.woa/wa';

let apiBase = defaultApiBase;

export function setApiBase(base: string): void {
  apiBase = base.replace(/\/+$/, '') || defaultApiBase;
}

export function getApiBase(): string {
  return apiBase;
}
