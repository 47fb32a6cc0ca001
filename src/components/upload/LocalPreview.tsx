import { createContext, useContext } from 'react';
import type { ReactNode } from 'react';
import { Button } from '@mui/material';
import VisibilityIcon from '@mui/icons-material/Visibility';
import { useTranslate } from 'react-admin';

type OpenLocalPreview = (file: File) => void;

const LocalPreviewContext = createContext<OpenLocalPreview | undefined>(undefined);

/**
 * The hook for previewing a chosen file before it is sent: the STL viewer (built separately)
 * provides `open` here; until then the preview buttons show, disabled.
 */
export function LocalPreviewProvider(props: { open: OpenLocalPreview; children: ReactNode }) {
  return (
    <LocalPreviewContext.Provider value={props.open}>{props.children}</LocalPreviewContext.Provider>
  );
}

export function LocalPreviewButton({ file }: { file: File }) {
  const translate = useTranslate();
  const open = useContext(LocalPreviewContext);
  return (
    <Button
      size="small"
      startIcon={<VisibilityIcon />}
      disabled={!open}
      onClick={() => open?.(file)}
      data-testid="local-preview"
    >
      {translate('app.upload.actions.preview')}
    </Button>
  );
}
