import { useMemo } from 'react';
import { Box } from '@mui/material';
import type { SxProps, Theme } from '@mui/material';
import DOMPurify from 'dompurify';

interface SafeHtmlProps {
  /** HTML from the server (an answer, a work order, a reply): never trusted. */
  html: string;
  sx?: SxProps<Theme>;
  'data-testid'?: string;
}

/** Shows server HTML with scripts, handlers, styles and forms removed (DOMPurify). */
export function SafeHtml({ html, sx, ...rest }: SafeHtmlProps) {
  const clean = useMemo(() => sanitizeHtml(html), [html]);
  return (
    <Box
      sx={{ '& img': { maxWidth: '100%' }, '& p': { my: 0.5 }, wordBreak: 'break-word', ...sx }}
      data-testid={rest['data-testid']}
      dangerouslySetInnerHTML={{ __html: clean }}
    />
  );
}

export function sanitizeHtml(html: string): string {
  return DOMPurify.sanitize(html, {
    USE_PROFILES: { html: true },
    FORBID_TAGS: ['style', 'form', 'input', 'button', 'textarea', 'select'],
    FORBID_ATTR: ['style'],
  });
}
