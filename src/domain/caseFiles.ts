/**
 * What a case file is, read from its name: one rule for the labels of the file list, the order of
 * the viewer's models and the names in the case package (exocad / 3Shape read `-upperjaw`,
 * `-lowerjaw`, `-situ`, `-preop`, `-bite`, `-scanbody`).
 */
export const CASE_FILE_KINDS = ['upper', 'lower', 'preop', 'bite', 'scanbody', 'other'] as const;
export type CaseFileKind = (typeof CASE_FILE_KINDS)[number];

export interface CaseFileRole {
  kind: CaseFileKind;
  /** The name part after the order number: `upperjaw`, `situ`...; undefined for `other`. */
  suffix?: string;
}

/** Checked in this order: a scan body or bite scan of a jaw is that, not the jaw. */
const ROLES: readonly [RegExp, CaseFileRole][] = [
  [/scan[\s_-]?body|扫描杆|扫描体|tarama[\s_-]?gövdesi/, { kind: 'scanbody', suffix: 'scanbody' }],
  [/bite|occlusion|咬合|kapanış/, { kind: 'bite', suffix: 'bite' }],
  [/situ(ation)?(?![a-z])|原始/, { kind: 'preop', suffix: 'situ' }],
  [/pre[\s_-]?op|术前/, { kind: 'preop', suffix: 'preop' }],
  [/upper|maxill|上颌|üst[\s_-]?çene/, { kind: 'upper', suffix: 'upperjaw' }],
  [/lower|mandib|下颌|alt[\s_-]?çene/, { kind: 'lower', suffix: 'lowerjaw' }],
];

/** The role of a case file by its name (the extension and letter case do not matter). */
export function caseFileRole(fileName: string): CaseFileRole {
  const stem = fileName.toLowerCase().replace(/\.[a-z0-9]{1,8}$/, '');
  return ROLES.find(([pattern]) => pattern.test(stem))?.[1] ?? { kind: 'other' };
}

/** The files in the viewer's order (upper, lower, pre-op, bite, scan body, other); stable. */
export function sortCaseFiles<T>(files: readonly T[], nameOf: (file: T) => string): T[] {
  const rank = (file: T) => CASE_FILE_KINDS.indexOf(caseFileRole(nameOf(file)).kind);
  return files
    .map((file, index) => ({ file, index, rank: rank(file) }))
    .sort((a, b) => a.rank - b.rank || a.index - b.index)
    .map(({ file }) => file);
}

function splitExtension(fileName: string): [stem: string, extension: string] {
  const dot = fileName.lastIndexOf('.');
  return dot > 0 ? [fileName.slice(0, dot), fileName.slice(dot)] : [fileName, ''];
}

/** A name without path separators or characters an archive tool or file system refuses. */
function safeName(name: string): string {
  return name.replace(/[\\/:*?"<>|\p{Cc}]/gu, '_').trim() || 'file';
}

/**
 * The archive names of a case's files, in the order given: `{orderNo}-upperjaw.stl`... for
 * scans of a known role (`asScan`), `{orderNo}-{name}` for the others; a name already taken
 * gets `-2`, `-3`... before its extension, so no entry hides another.
 */
export function caseArchiveNames(
  orderNo: string,
  files: readonly { fileName: string; asScan: boolean }[],
  reserved: readonly string[] = [],
): string[] {
  const taken = new Set(reserved.map((name) => name.toLowerCase()));
  const prefix = safeName(orderNo);
  return files.map(({ fileName, asScan }) => {
    const [stem, extension] = splitExtension(safeName(fileName));
    const suffix = asScan ? caseFileRole(fileName).suffix : undefined;
    const base = `${prefix}-${suffix ?? stem}`;
    const ext = suffix ? extension.toLowerCase() : extension;
    let name = `${base}${ext}`;
    for (let n = 2; taken.has(name.toLowerCase()); n++) name = `${base}-${n}${ext}`;
    taken.add(name.toLowerCase());
    return name;
  });
}
