import type { FastifyInstance } from 'fastify';

export interface RegisteredRoute {
  method: string;
  url: string;
}

const lists = new WeakMap<FastifyInstance, RegisteredRoute[]>();

/** Records every route the app registers from now on (the access matrix checks it covers them all). */
export function recordRoutes(app: FastifyInstance): void {
  const list: RegisteredRoute[] = [];
  lists.set(app, list);
  app.addHook('onRoute', (route) => {
    for (const method of [route.method].flat()) list.push({ method, url: route.url });
  });
}

/** The routes registered on an app built with recordRoutes, HEAD twins included. */
export const registeredRoutes = (app: FastifyInstance): RegisteredRoute[] => [...(lists.get(app) ?? [])];
