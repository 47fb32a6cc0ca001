import { cloneElement, useState, type FocusEvent, type ReactElement } from 'react';
import { Slide, useScrollTrigger } from '@mui/material';

interface BarOnScrollProps {
  children: ReactElement<{
    onFocus?: (event: FocusEvent) => void;
    onBlur?: (event: FocusEvent) => void;
  }>;
  className?: string;
}

/**
 * react-admin's HideOnScroll, but a bar that holds the focus comes back: scrolled off, its
 * buttons still took the keyboard's focus out of sight (issue 40, point 14). Reading, the page
 * keeps the whole screen; tabbing into the bar, or back up the page, shows it again.
 */
export function BarOnScroll({ children, className }: BarOnScrollProps) {
  const scrolled = useScrollTrigger();
  const [focused, setFocused] = useState(false);
  return (
    <Slide appear={false} direction="down" in={!scrolled || focused} className={className}>
      {cloneElement(children, {
        onFocus: () => setFocused(true),
        onBlur: (event: FocusEvent) => {
          const next = event.relatedTarget;
          if (!(next instanceof Node) || !event.currentTarget.contains(next)) setFocused(false);
        },
      })}
    </Slide>
  );
}
