import { Alert, Box } from '@mui/material';
import { useMemo, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useTranslate } from 'react-admin';
import { PageFrame } from '../../components/PageFrame';
import { StlViewer } from '../../components/stlViewer';
import type { MeshSource } from '../../components/stlViewer';
import { LocalFilesButton } from './LocalFilesButton';
import { viewedModelsOf } from './viewedModels';
import { PATHS } from '../../routes/paths';

/**
 * Public 3D preview (/stlView?stlUrl=...&stlName=..., the parameters may repeat): each address is
 * resolved against this page and must be http(s); refused ones are named, accepted ones are shown
 * under the file's name (viewedModels.ts). Local
 * files can be opened too (they replace the addresses; nothing is uploaded). `preview=1` asks for
 * the decimated preview of large files, `preview=0` for the full model on a small screen.
 */
export function StlViewPage() {
  const translate = useTranslate();
  const [params] = useSearchParams();
  const given = params.getAll('stlUrl');
  const key = params.toString();
  const { sources, refused } = useMemo(
    () => viewedModelsOf(new URLSearchParams(key), window.location.href),
    [key],
  );
  const previewParam = params.get('preview');
  const preview = previewParam === null ? undefined : previewParam === '1';
  const [localFiles, setLocalFiles] = useState<MeshSource[]>();
  const shown = localFiles ?? sources;
  return (
    <Box sx={{ px: 2, height: '100vh', display: 'flex', flexDirection: 'column' }}>
      <PageFrame titleKey={StlViewPage.titleKey}>
        <LocalFilesButton
          onFiles={(files) => setLocalFiles(files.map((file) => ({ name: file.name, file })))}
        />
        {given.length === 0 && !localFiles && (
          <Alert severity="error" data-testid="stl-refused">
            {translate('app.chrome.stl.missing')}
          </Alert>
        )}
        {refused > 0 && !localFiles && (
          <Alert severity="error" data-testid="stl-refused">
            {translate('app.chrome.stl.refused')}
          </Alert>
        )}
      </PageFrame>
      {shown.length > 0 && (
        <Box sx={{ flex: 1, minHeight: 0, pb: 2 }}>
          <StlViewer sources={shown} preview={preview} />
        </Box>
      )}
    </Box>
  );
}

StlViewPage.path = PATHS.stlView;
StlViewPage.titleKey = 'app.chrome.route.stl_view';
