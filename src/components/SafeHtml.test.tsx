// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { render } from '@testing-library/react';
import { SafeHtml, sanitizeHtml } from './SafeHtml';

describe('SafeHtml', () => {
  it('drops scripts, event handlers and javascript: links, keeps text and images', () => {
    const html =
      '<p>Hi <b>there</b></p><img src="x" onerror="window.__pwned=1"><script>window.__pwned=2</script>' +
      '<a href="javascript:alert(1)">link</a><img src="http://files.test/a.png">';
    const clean = sanitizeHtml(html);
    expect(clean).not.toMatch(/onerror|script|javascript:/i);
    expect(clean).toContain('<b>there</b>');
    expect(clean).toContain('src="http://files.test/a.png"');
    const { container } = render(<SafeHtml html={html} />);
    expect(container.textContent).toContain('Hi there');
    expect((window as unknown as { __pwned?: number }).__pwned).toBeUndefined();
  });
});
