import FolderOpenIcon from '@mui/icons-material/FolderOpen';
import { Button } from '@mui/material';
import { useTranslate } from 'react-admin';
import { MESH_FILE_ACCEPT } from '../../domain/mesh/meshFormat';

/** Picks one or more local .stl/.ply/.obj files to view (nothing is uploaded). */
export function LocalFilesButton({ onFiles }: { onFiles: (files: File[]) => void }) {
  const translate = useTranslate();
  return (
    <Button component="label" variant="outlined" size="small" startIcon={<FolderOpenIcon />}>
      {translate('app.viewer.files.open_local')}
      <input
        hidden
        type="file"
        multiple
        accept={MESH_FILE_ACCEPT}
        data-testid="stl-local-files"
        onChange={(event) => {
          const files = [...(event.target.files ?? [])];
          if (files.length > 0) onFiles(files);
        }}
      />
    </Button>
  );
}
