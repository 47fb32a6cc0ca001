import type { ReactNode } from 'react';
import { Box, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { usePageActive } from '../page/pageActivity';
import { useDocumentTitle } from '../page/useDocumentTitle';

interface PageFrameProps {
  titleKey: string;
  children?: ReactNode;
}

/** A routed page: its heading and the window title (route title + system name). */
export function PageFrame({ titleKey, children }: PageFrameProps) {
  const translate = useTranslate();
  useDocumentTitle(titleKey, usePageActive());
  return (
    <Box sx={{ mt: 2, mb: 2 }}>
      <Typography variant="h5" component="h1" gutterBottom>
        {translate(titleKey)}
      </Typography>
      {children}
    </Box>
  );
}
