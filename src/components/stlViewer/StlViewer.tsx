import { Alert, Box } from '@mui/material';
import { useCallback, useEffect, useState } from 'react';
import { useTranslate } from 'react-admin';
import { PREVIEW_TRIANGLES } from '../../domain/mesh/types';
import { ModelRow } from './ModelRow';
import type { Point3 } from './pinMarkers';
import type { MeshSource, ModelState } from './types';
import { useModels } from './useModels';
import { ViewerScene } from './viewerScene';
import { ViewerToolbar } from './ViewerToolbar';
import type { ToolState } from './ViewerToolbar';

export interface StlViewerProps {
  /**
   * Files to show together (e.g. upper jaw, lower jaw, design): each `{ name, url }` to download
   * (http(s) only: check it with safeHttpUrl first; other origins need CORS) or `{ name, file }`
   * for a local File before upload. The name's extension picks the format: .stl (binary or
   * ASCII), .ply, .obj. Changing the names or URLs reloads.
   */
  sources: MeshSource[];
  /** CSS height of the viewer (the canvas fills what the toolbar leaves); default 100%. */
  height?: number | string;
  /** Numbered pins (1, 2, …) at these points, in the files' units. */
  pins?: Point3[];
  /** When given, a click on a model reports the 3D point under the cursor. */
  onPick?: (point: Point3) => void;
  /** The camera turns to this point when it changes (`key` tells two flights to one point apart). */
  focus?: { point: Point3; key: number };
  /** Per-vertex colours (3 floats a vertex of the soup) for the model at this index in sources. */
  colors?: { model: number; colors: Float32Array };
  /**
   * Draw files of more than 300,000 triangles as a decimated preview (the file itself stays whole
   * for download, QC and hashing). Default: on small screens only; the toolbar switches it.
   * Per-vertex `colors` need the full file: give false with them.
   */
  preview?: boolean;
}

/** Phones and small tablets: a 4M-triangle scan would exhaust their GPU memory. */
const SMALL_SCREEN = '(max-width: 600px), (max-height: 500px)';

const INITIAL_TOOLS: ToolState = {
  preview: false,
  wireframe: false,
  measuring: false,
  measure: { points: 0 },
  section: { fraction: 0.5 },
};

/**
 * The 3D viewer: orbit/pan/zoom (mouse and touch), standard dental views, wireframe, several
 * files with show/hide and opacity, size and triangle count, point-to-point distance, a section
 * plane, PNG screenshot, geometry check per file. Parsing runs in a Web Worker. Lazy target:
 * import `StlViewer` from './index' (React.lazy wrapper) rather than this file.
 */
export default function StlViewer({
  sources,
  height = '100%',
  pins,
  onPick,
  focus,
  colors,
  preview,
}: StlViewerProps) {
  const translate = useTranslate();
  const [scene, setScene] = useState<ViewerScene>();
  const [webglFailed, setWebglFailed] = useState(false);
  const [tools, setTools] = useState<ToolState>(() => ({
    ...INITIAL_TOOLS,
    preview: preview ?? window.matchMedia(SMALL_SCREEN).matches,
  }));
  const [models, setModels] = useModels(
    sources,
    scene,
    tools.preview ? PREVIEW_TRIANGLES : undefined,
  );

  // A callback ref with a cleanup (React 19): the scene lives exactly as long as its element.
  const attach = useCallback((element: HTMLDivElement | null) => {
    if (!element) return;
    let created: ViewerScene;
    try {
      created = new ViewerScene(element, (distance, points) =>
        setTools((current) => ({ ...current, measure: { distance, points } })),
      );
    } catch {
      setWebglFailed(true);
      return;
    }
    setScene(created);
    return () => {
      created.dispose();
      setScene(undefined);
    };
  }, []);

  const anyLoaded = models.some((model) => model.status === 'ready');
  const pinsKey = JSON.stringify(pins ?? []);
  useEffect(() => {
    if (scene && anyLoaded) scene.setPins(JSON.parse(pinsKey) as Point3[]);
  }, [scene, anyLoaded, pinsKey]);
  useEffect(() => {
    scene?.setPicking(onPick);
  }, [scene, onPick]);
  useEffect(() => {
    if (scene && anyLoaded && focus) scene.flyTo(focus.point);
  }, [scene, anyLoaded, focus]);
  const coloredModelReady = colors && models[colors.model]?.status === 'ready';
  useEffect(() => {
    if (scene && colors && coloredModelReady) scene.setColors(`${colors.model}`, colors.colors);
  }, [scene, colors, coloredModelReady]);

  const changeTools = (change: Partial<ToolState>) => {
    const next = { ...tools, ...change };
    setTools(next);
    if (change.wireframe !== undefined) scene?.setWireframe(next.wireframe);
    if (change.measuring !== undefined) scene?.setMeasuring(next.measuring);
    if (change.section) scene?.setSection(next.section.axis, next.section.fraction);
  };
  const changeModel = (model: ModelState, change: Partial<ModelState>) => {
    setModels((all) => all.map((item) => (item.id === model.id ? { ...item, ...change } : item)));
    if (change.visible !== undefined) scene?.setVisible(model.id, change.visible);
    if (change.opacity !== undefined) scene?.setOpacity(model.id, change.opacity);
    if (change.scanColors) scene?.setScanColors(model.id, change.scanColors === 'shown');
  };
  const screenshot = () => {
    if (!scene) return;
    const link = document.createElement('a');
    link.href = scene.screenshot();
    const name =
      models[0]?.name.replace(/\.[^.]+$/, '') || translate('app.viewer.tools.screenshot_file');
    link.download = `${name}.png`;
    link.click();
  };

  const anyReady = models.some((model) => model.status === 'ready');
  const status = viewerStatus(models, webglFailed);
  return (
    <Box
      data-testid="stl-viewer"
      data-status={status}
      data-focus={focus?.point.map((value) => value.toFixed(3)).join(',')}
      sx={{ height, display: 'flex', flexDirection: 'column', minHeight: 320 }}
    >
      <ViewerToolbar
        tools={tools}
        disabled={!anyReady}
        onChange={changeTools}
        onView={(view) => scene?.view(view)}
        onScreenshot={screenshot}
      />
      <Box
        sx={{ flex: 1, minHeight: 0, display: 'flex', flexDirection: { xs: 'column', md: 'row' } }}
      >
        <Box
          ref={attach}
          data-testid="stl-canvas"
          sx={{
            position: 'relative',
            flex: 1,
            minHeight: 240,
            overflow: 'hidden',
            touchAction: 'none',
          }}
        >
          {(status === 'error' || webglFailed) && (
            <Alert
              severity="error"
              data-testid="stl-error"
              sx={{ position: 'absolute', inset: 'auto 16px 16px 16px' }}
            >
              {translate(webglFailed ? 'app.viewer.error.webgl' : 'app.viewer.error.none_loaded')}
            </Alert>
          )}
          {(pins ?? []).map((pin, index) => (
            <span
              key={index}
              hidden
              data-testid="viewer-pin"
              data-number={index + 1}
              data-position={pin.join(',')}
            />
          ))}
        </Box>
        <Box
          component="aside"
          aria-label={translate('app.viewer.files.title')}
          sx={{
            width: { xs: 'auto', md: 300 },
            overflowY: 'auto',
            px: 1,
            borderLeft: { md: 1 },
            borderColor: { md: 'divider' },
          }}
        >
          {models.map((model) => (
            <ModelRow
              key={model.id}
              model={model}
              onVisible={(visible) => changeModel(model, { visible })}
              onOpacity={(opacity) => changeModel(model, { opacity })}
              onScanColors={(shown) =>
                changeModel(model, { scanColors: shown ? 'shown' : 'hidden' })
              }
            />
          ))}
        </Box>
      </Box>
    </Box>
  );
}

function viewerStatus(models: ModelState[], webglFailed: boolean) {
  if (webglFailed) return 'error';
  if (models.some((model) => model.status === 'download' || model.status === 'parse'))
    return 'loading';
  return models.some((model) => model.status === 'ready') ? 'ready' : 'error';
}
