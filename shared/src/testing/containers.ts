import type { Container } from '../contracts/content';

/** A container as the server sends it, with defaults for the fields a test does not care about (tests only). */
export function container(fields: Partial<Container> & { id: number }): Container {
  return {
    name: `c${fields.id}`,
    title: null,
    showTitle: true,
    description: null,
    containerClass: 'BLOCK',
    published: true,
    layoutPosition: 'Center',
    position: fields.id,
    directActionName: null,
    multimedia: null,
    route: null,
    externalLink: null,
    idParent: null,
    containers: [],
    ...fields,
  };
}
