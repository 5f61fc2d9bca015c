/**
 * Resolves once the page as the server sent it has been painted (a frame's callback, then the task
 * after that frame), so the first screen is on view before the application's code is even fetched.
 * A hidden tab draws no frames: there a short timer goes on instead.
 */
export const painted = () =>
  new Promise<void>((resolve) => {
    const fallback = setTimeout(resolve, 100);
    requestAnimationFrame(() =>
      setTimeout(() => {
        clearTimeout(fallback);
        resolve();
      }, 0),
    );
  });
