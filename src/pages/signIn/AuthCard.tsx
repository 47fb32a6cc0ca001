import type { ReactNode } from 'react';
import { Box, Card, CardContent, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { LanguageSelect } from '../../layout/topbar/LanguageSelect';

interface AuthCardProps {
  titleKey: string;
  children: ReactNode;
}

/** The frame of the public pages: system name, page title, language choice. */
export function AuthCard({ titleKey, children }: AuthCardProps) {
  const translate = useTranslate();
  return (
    <Box
      sx={{
        minHeight: '100vh',
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'center',
        background: 'linear-gradient(135deg, #409EFF 0%, #1c4f8f 100%)',
        p: 2,
      }}
    >
      <Card sx={{ width: '100%', maxWidth: 420 }} elevation={8}>
        <CardContent sx={{ p: 4 }}>
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, mb: 1 }}>
            <Typography variant="overline" color="primary" sx={{ flex: 1, lineHeight: 1.4 }}>
              {translate('app.name')}
            </Typography>
            <LanguageSelect />
          </Box>
          <Typography variant="h5" component="h1" sx={{ mb: 2 }}>
            {translate(titleKey)}
          </Typography>
          {children}
        </CardContent>
      </Card>
    </Box>
  );
}
