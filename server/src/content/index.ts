/**
 * The content module's public face: what the rest of the server may use of it. Everything else in
 * content/ is its own business (lint holds it).
 */
export { contact } from './contact-action';
export { withFacts } from './content-facts';
export { CONTENT_FORMATS, contentImageSvg } from './content-image';
export type { ContentFormat } from './content-image';
export { containerColumns, containerExists, listEditableContainers } from './data/container-editor';
export { findContainers } from './data/containers';
export { registerXapiList } from './xapi-list';
