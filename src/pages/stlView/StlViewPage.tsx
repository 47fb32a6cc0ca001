import { Alert, Box, Link } from '@mui/material';
import { useSearchParams } from 'react-router-dom';
import { useTranslate } from 'react-admin';
import { ComingSoon, PageFrame } from '../../components/PageFrame';
import { safeHttpUrl } from '../../domain/safeUrl';

/** Public STL preview (/stlView?stlUrl=): the 3D viewer comes later; the address is checked now. */
export function StlViewPage() {
  const translate = useTranslate();
  const stlUrl = useSearchParams()[0].get('stlUrl');
  const url = safeHttpUrl(stlUrl);
  return (
    <Box sx={{ p: 3 }}>
      <PageFrame titleKey={StlViewPage.titleKey}>
        {url ? (
          <>
            <ComingSoon />
            <Box sx={{ mt: 2, display: 'flex', gap: 1, flexWrap: 'wrap' }}>
              <span>{translate('app.chrome.stl.model')}</span>
              <Link href={url} target="_blank" rel="noopener noreferrer" data-testid="stl-link">
                {url}
              </Link>
            </Box>
          </>
        ) : (
          <Alert severity="error" data-testid="stl-refused">
            {translate(stlUrl ? 'app.chrome.stl.refused' : 'app.chrome.stl.missing')}
          </Alert>
        )}
      </PageFrame>
    </Box>
  );
}

StlViewPage.path = '/stlView';
StlViewPage.titleKey = 'app.chrome.route.stl_view';
