// @vitest-environment jsdom
import { AppBar, Button } from '@mui/material';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { BarOnScroll } from './BarOnScroll';

afterEach(cleanup);

function scrollPageTo(y: number) {
  act(() => {
    Object.assign(window, { pageYOffset: y, scrollY: y });
    window.dispatchEvent(new Event('scroll'));
  });
}

describe('the app bar scrolled off screen (issue 40, point 14)', () => {
  it('comes back when the keyboard focuses one of its buttons', async () => {
    render(
      <BarOnScroll>
        <AppBar data-testid="bar">
          <Button>Notifications</Button>
        </AppBar>
      </BarOnScroll>,
    );
    const bar = screen.getByTestId('bar');
    scrollPageTo(800);
    await expect.poll(() => bar.style.visibility).toBe('hidden');
    fireEvent.focusIn(screen.getByText('Notifications'));
    await expect.poll(() => bar.style.visibility).not.toBe('hidden');
    expect(bar.style.transform).toBe('none');
  });
});
