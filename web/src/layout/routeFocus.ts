// After a route change, keyboard and screen-reader users land on the new page's or onboarding
// step's main heading: focusing it makes screen readers announce it, and Tab goes on from there
// instead of from the top of the page they left. Done once for every route (App.tsx).

/** How long a page may take to show its heading (guards and data load first). */
export const HEADING_WAIT_MS = 5_000;

/**
 * Focuses the first h1 inside `main` once it appears, unless the person has moved focus
 * themself in the meantime (an input the page focuses, a click). Returns a cancel function.
 */
export function focusMainHeading(main: HTMLElement, timeoutMs = HEADING_WAIT_MS): () => void {
  const before = document.activeElement;
  const untouched = () => {
    const now = document.activeElement;
    return !now || now === document.body || now === main || now === before || !now.isConnected;
  };
  const tryFocus = (): boolean => {
    const heading = main.querySelector<HTMLElement>('h1');
    if (!heading) return false;
    if (untouched()) {
      if (!heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1');
      heading.focus({ preventScroll: true });
    }
    return true;
  };
  if (tryFocus()) return () => undefined;
  const observer = new MutationObserver(() => {
    if (tryFocus()) stop();
  });
  const timer = window.setTimeout(() => stop(), timeoutMs);
  function stop() {
    observer.disconnect();
    window.clearTimeout(timer);
  }
  observer.observe(main, { childList: true, subtree: true });
  return stop;
}
