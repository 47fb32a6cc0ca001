/**
 * Where the keyboard's focus goes when the control that held it is gone (a grabbed order's card
 * leaves its list, a route opens a new page): to the page's heading, which a screen reader reads
 * and from which Tab goes on (issue 40, point 14: focus fell to <body>). Focus the user put
 * somewhere (a field, another button) is left where it is.
 */
export function focusHeadingIfLost(doc: Document = document): void {
  const active = doc.activeElement;
  if (active && active !== doc.body && active.isConnected) return;
  focusPageHeading(doc);
}

/** After a step whose control is about to leave the page (a granted grab): the heading now. */
export function focusPageHeading(doc: Document = document): void {
  const heading = doc.querySelector<HTMLElement>('main h1, h1');
  if (!heading) return;
  if (!heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1');
  heading.focus();
}
