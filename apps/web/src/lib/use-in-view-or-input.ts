/**
 * For a part of a page below the fold that need not load with it (docs/architecture.md "Front-end loading"):
 * becomes true once the part is on screen or the visitor starts using the page.
 */
import { useEffect, useState, type RefObject } from 'react';

/** The events that count as using the page: a key (a keyboard user tabbing towards the part) or a tap or click. */
const INPUT_EVENTS = ['keydown', 'pointerdown'] as const;

/**
 * True from the moment `ref`'s element is within the viewport (IntersectionObserver), or the visitor presses
 * a key or a pointer anywhere on the page, whichever is first; at once where IntersectionObserver is
 * missing. Stays true.
 */
export function useInViewOrInput(ref: RefObject<Element | null>): boolean {
  const [isWanted, setWanted] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (isWanted || !element) return;
    const want = () => setWanted(true);
    if (typeof IntersectionObserver === 'undefined') return want();
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) want();
    });
    observer.observe(element);
    for (const type of INPUT_EVENTS) window.addEventListener(type, want, { capture: true, passive: true });
    return () => {
      observer.disconnect();
      for (const type of INPUT_EVENTS) window.removeEventListener(type, want, { capture: true });
    };
  }, [ref, isWanted]);
  return isWanted;
}
