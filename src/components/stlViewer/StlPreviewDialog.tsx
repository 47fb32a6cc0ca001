import CloseIcon from '@mui/icons-material/Close';
import { Dialog, DialogContent, DialogTitle, IconButton } from '@mui/material';
import { useTranslate } from 'react-admin';
import { StlViewer } from './LazyStlViewer';
import type { Point3 } from './pinMarkers';
import type { MeshSource } from './types';

interface StlPreviewDialogProps {
  open: boolean;
  onClose: () => void;
  sources: MeshSource[];
  /** Numbered pins on the models (a version's inspection). */
  pins?: Point3[];
}

/** A large dialog with the 3D viewer, for previews of task files or of a File before upload. */
export function StlPreviewDialog({ open, onClose, sources, pins }: StlPreviewDialogProps) {
  const translate = useTranslate();
  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="lg" data-testid="stl-preview-dialog">
      <DialogTitle sx={{ pr: 6 }}>{translate('app.chrome.route.stl_view')}</DialogTitle>
      <IconButton
        aria-label={translate('ra.action.close')}
        onClick={onClose}
        sx={{ position: 'absolute', right: 8, top: 8 }}
      >
        <CloseIcon />
      </IconButton>
      <DialogContent dividers sx={{ height: '75vh', p: 0 }}>
        {open && <StlViewer sources={sources} pins={pins} />}
      </DialogContent>
    </Dialog>
  );
}
