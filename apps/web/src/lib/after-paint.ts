/**
 * Work to start once the current frame is on screen (docs/architecture.md "Front-end loading"): a request
 * a page starts before its first paint is, in Lighthouse's simulation of a slow phone, a request that paint
 * waits for, so a page's follow-up chunks and beacons start after it.
 */

/**
 * Runs `callback` after the browser has painted the next frame (an animation frame, then a task); returns
 * a function that cancels it. In a hidden tab it runs when the tab is shown.
 */
export function afterNextPaint(callback: () => void): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const frame = requestAnimationFrame(() => {
    timer = setTimeout(callback, 0);
  });
  return () => {
    cancelAnimationFrame(frame);
    clearTimeout(timer);
  };
}
