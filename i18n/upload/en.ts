import type { Widen } from '../catalogType';
import type { uploadZh } from './zh';

export const uploadEn = {
  title: 'CAD design upload',
  back: 'Back to the task',
  task: 'Task %{taskNo} · %{productName}',
  loading: 'Loading the task…',
  locked: 'Files cannot be uploaded or deleted in the current task state',
  missing_keys: 'No upload permission was obtained, please log in again and retry',
  refused: '%{name}: %{reason}',
  deleted: '%{name} deleted',
  delete_confirm: {
    title: 'Delete the file',
    content: 'Delete %{name}?',
  },
  slots: {
    cad: 'CAD file',
    reticleModel: 'Engraved-line model',
    toothMold: 'Tooth mold',
    bracket: 'Teeth bracket',
    dlp: 'DLP model',
  },
  hints: {
    cad: '.stl only, exactly one file',
    reticleModel: '.stl only',
    toothMold: '.stl, .ply or .obj',
    bracket: '.stl, .ply or .obj',
    dlp: '.stl, .ply or .obj, one or two files',
    dlp_needed:
      'Required for %{type}: its delivery includes a printed DLP model. .stl, .ply or .obj, one or two files, not zero',
    dlp_optional:
      'Not required for %{type}. If you add them: .stl, .ply or .obj, at most two files',
  },
  actions: {
    choose: 'Choose files',
    preview: 'Preview locally',
    retry: 'Retry',
    cancel: 'Cancel',
    remove: 'Remove',
    delete: 'Delete',
    replace: 'Replace',
  },
  submitted: 'Submitted version: kept in the CAD history, can be replaced, not deleted',
  replace_hint: 'This slot is full: to use a new file, choose “Replace” beside a registered one',
  replaced: '%{old} replaced by %{name}',
  next: {
    hint: 'When the files are complete, go back to the task to check the counts and submit for QC',
    action: 'Go to submit for QC',
  },
  status: {
    hashing: 'Checking the file…',
    uploading: 'Uploading %{percent}%',
    registering: 'Registering…',
    failed: 'Upload failed: %{message}',
  },
  empty: 'No files yet',
  crowns: {
    title: 'Tooth counts',
    full: 'Full crowns',
    inner: 'Inner crowns',
    hint: 'The task asks for %{full} full crowns and %{inner} inner crowns',
  },
  rules: {
    cad_format: 'The CAD file must be an .stl file',
    cad_count: 'Exactly one CAD file is required',
    cad_required: 'Upload the CAD design file before submitting',
    reticle_format: 'The engraved-line model must be an .stl file',
    mold_format: 'Tooth mold files must be .stl, .ply or .obj files',
    bracket_format: 'Teeth bracket files must be .stl, .ply or .obj files',
    dlp_format: 'DLP models must be .stl, .ply or .obj files',
    dlp_count: 'Upload one or two DLP models, not zero',
    comma: 'The file name may not contain a comma before the extension',
    duplicate: 'This file has already been uploaded: duplicates are not allowed',
    crown_number: 'Enter a whole number of 0 or more',
    crown_required: 'This task needs crowns of this kind: the count must be above 0',
  },
} as const satisfies Widen<typeof uploadZh>;
