// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { focusHeadingIfLost, focusPageHeading } from './focusHeading';

afterEach(() => {
  document.body.innerHTML = '';
});

describe('focus after a grab or on opening an order (issue 40, point 14)', () => {
  it('lands on the page’s heading when it had fallen to the body', () => {
    document.body.innerHTML = '<main><h1>Order T20261128001</h1><button>Grab</button></main>';
    (document.activeElement as HTMLElement | null)?.blur();
    expect(document.activeElement).toBe(document.body);
    focusHeadingIfLost();
    expect(document.activeElement).toHaveTextContent('Order T20261128001');
  });

  it('leaves focus the user put on a control where it is', () => {
    document.body.innerHTML = '<main><h1>Workbench</h1><input aria-label="Search"></main>';
    const search = document.querySelector('input');
    search?.focus();
    focusHeadingIfLost();
    expect(document.activeElement).toBe(search);
  });

  it('after a granted grab, moves from the grab button, whose card leaves the list, to the heading', () => {
    document.body.innerHTML = '<main><h1>Workbench</h1><button>Grab</button></main>';
    document.querySelector('button')?.focus();
    focusPageHeading();
    expect(document.activeElement).toHaveTextContent('Workbench');
  });
});
