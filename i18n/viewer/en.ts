import type { Widen } from '../catalogType';
import type { viewerZh } from './zh';

export const viewerEn = {
  loading: 'Loading the 3D viewer…',
  stage: {
    download: 'Downloading %{percent}%',
    download_unknown: 'Downloaded %{size}',
    parse: 'Reading the model…',
    ready: 'Loaded',
  },
  tools: {
    label: 'Viewer tools',
    reset: 'Reset view',
    view: 'Standard views',
    views: {
      occlusal: 'Occlusal',
      buccal: 'Buccal',
      lingual: 'Lingual',
      mesial: 'Mesial',
      distal: 'Distal',
    },
    preview: 'Light preview (at most 300,000 triangles)',
    wireframe: 'Wireframe',
    measure: 'Measure distance',
    measure_hint: 'Click two points on the model',
    measure_second: 'Now click the second point',
    distance: 'Distance: %{mm} mm',
    section: 'Section plane',
    section_off: 'No section',
    section_axis: '%{axis} axis',
    section_position: 'Section position',
    screenshot: 'Screenshot (PNG)',
    screenshot_file: 'model',
  },
  files: {
    title: 'Files',
    visible: 'Show %{name}',
    opacity: 'Opacity of %{name}',
    scan_colors: 'Scan colours',
    scan_colors_of: 'Show %{name} in its scan colours',
    triangles: '%{count} triangles',
    preview:
      'Drawn as a preview of %{count} triangles (download, QC and checks use the whole file)',
    size: '%{x} × %{y} × %{z} mm',
    total: 'Total',
    open_local: 'Open local files',
    open: 'Open the original file',
  },
  error: {
    corrupt: 'The file is damaged or is not a valid STL / PLY / OBJ model.',
    empty: 'The file holds no triangles.',
    zero_bytes: 'The file is empty (0 bytes).',
    format: 'Unsupported file format: only .stl, .ply and .obj.',
    http_status: 'The file could not be downloaded (HTTP %{status}).',
    network:
      'The file could not be downloaded: the address cannot be reached or does not allow cross-origin reads.',
    webgl: 'This browser cannot display 3D models (WebGL is not available).',
    refused: 'The model address must be an http or https address; this one was refused.',
    missing: 'The model address (stlUrl) is missing.',
    none_loaded: 'There is no model to show.',
  },
  check: {
    title: 'Geometry check',
    running: 'Checking the geometry…',
    pass: 'Check passed: closed, facing outwards, plausible size',
    warn: 'Please look: the model may have problems',
    triangles: 'Triangles',
    degenerate: 'Degenerate triangles',
    open_edges: 'Open edges',
    non_manifold: 'Non-manifold edges',
    watertight: 'Closed (watertight)',
    inconsistent_edges: 'Edges with conflicting winding',
    inverted_shells: 'Inside-out shells',
    size: 'Size',
    yes: 'Yes',
    no: 'No',
    reason: {
      empty: 'The model holds no triangles.',
      open_edges: 'The model has open edges (holes): it is not closed.',
      non_manifold: 'The model has non-manifold edges (an edge shared by three or more faces).',
      non_manifold_vertices:
        'The model has %{nonManifoldVertices} non-manifold vertices (surfaces meeting at a single point).',
      self_intersections:
        'The model has %{selfIntersections} pairs of self-intersecting triangles (the surface runs through itself).',
      degenerate: 'The model has degenerate triangles (no area).',
      too_small:
        'The model is implausibly small: the units are probably wrong (millimetres expected).',
      too_large:
        'The model is implausibly large: the units are probably wrong (millimetres expected).',
      inconsistent_winding:
        '%{inconsistentEdges} edges are run the same way by both of their triangles: some faces are wound backwards (their normals flipped).',
      inverted:
        '%{invertedShells} of %{closedShells} closed shells face inwards (negative volume): CAM software and slicers read them inside out.',
      count_mismatch:
        "The binary STL header says %{declaredTriangles} triangles but the file's size holds %{triangles}: read by its size.",
    },
  },
} satisfies Widen<typeof viewerZh>;
