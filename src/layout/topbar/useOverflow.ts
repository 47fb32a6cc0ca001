import { useEffect, useRef, useState } from 'react';

/**
 * Whether the content (inner) is wider than its box (outer), kept current when either resizes:
 * the window changes the box, a language switch changes the content. Measured once the page has
 * been laid out, not during the commit: a width read there makes the browser lay out the whole
 * newly mounted page in the commit's task (issue 27: blocking time). `likely` is the first guess
 * until then: a right guess renders once, a wrong one twice.
 */
export function useOverflow<Outer extends HTMLElement, Inner extends HTMLElement>(likely = false) {
  const outerRef = useRef<Outer>(null);
  const innerRef = useRef<Inner>(null);
  const [overflowing, setOverflowing] = useState(likely);
  useEffect(() => {
    const outer = outerRef.current;
    const inner = innerRef.current;
    if (!outer || !inner) return;
    const measure = () => setOverflowing(inner.offsetWidth > outer.clientWidth);
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(outer);
    observer.observe(inner);
    return () => observer.disconnect();
  }, []);
  return { outerRef, innerRef, overflowing };
}
