// Development builds only (the first module of each entry, see shell/webpack.config.cjs): the hook
// React DOM reports its renderer and roots to, as the React DevTools extension installs it. A remote
// served with Fast Refresh starts after React DOM; its refresh runtime finds the renderer here.

interface DevtoolsHook {
  renderers: Map<number, unknown>;
  supportsFiber: boolean;
  inject: (renderer: unknown) => number;
  onCommitFiberRoot: () => void;
  onCommitFiberUnmount: () => void;
}

const page = window as Window & { __REACT_DEVTOOLS_GLOBAL_HOOK__?: DevtoolsHook };

if (!page.__REACT_DEVTOOLS_GLOBAL_HOOK__) {
  const renderers = new Map<number, unknown>();
  page.__REACT_DEVTOOLS_GLOBAL_HOOK__ = {
    renderers,
    supportsFiber: true,
    inject(renderer) {
      const id = renderers.size + 1;
      renderers.set(id, renderer);
      return id;
    },
    onCommitFiberRoot() {},
    onCommitFiberUnmount() {},
  };
}

export {};
