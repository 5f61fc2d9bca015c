import type { FastifyInstance, RouteOptions } from 'fastify';

export interface RegisteredRoute {
  method: string;
  url: string;
}

const lists = new WeakMap<FastifyInstance, RegisteredRoute[]>();

/**
 * Keeps the routes an app registers: `onRoute` goes to buildApp, `keep` ties the list to the app once
 * built (the access matrix checks it covers them all).
 */
export function routeRecorder(): { onRoute: (route: RouteOptions) => void; keep: (app: FastifyInstance) => void } {
  const list: RegisteredRoute[] = [];
  return {
    onRoute: (route) => {
      for (const method of [route.method].flat()) list.push({ method, url: route.url });
    },
    keep: (app) => void lists.set(app, list),
  };
}

/** The routes registered on an app built with a routeRecorder, HEAD twins included. */
export const registeredRoutes = (app: FastifyInstance): RegisteredRoute[] => [...(lists.get(app) ?? [])];
