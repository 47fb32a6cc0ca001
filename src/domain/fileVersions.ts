/**
 * Submitted CAD versions are evidence (issue 21): the files a submit handed in keep their stored
 * objects for as long as the order exists. Pure: the upload page offers "replace" instead of
 * "delete" for them, and the fake API refuses to delete them.
 */

/** What a file needs to be told apart: its object key and its public link. */
export interface StoredFileRef {
  name: string;
  link: string;
}

/** What a version remembers of the files it handed in (older versions only know their link). */
export interface SubmittedVersionRef {
  link: string;
  objectName?: string;
  /** The object keys of every file of the delivery at the submit. */
  objectNames?: readonly string[];
}

/** Whether some submitted version handed in this file (by object key, or by link for old ones). */
export function isSubmittedFile(
  file: StoredFileRef,
  versions: readonly SubmittedVersionRef[],
): boolean {
  return versions.some(
    (version) =>
      version.objectName === file.name ||
      (version.objectNames ?? []).includes(file.name) ||
      (version.objectName === undefined && version.link === file.link),
  );
}

/** Only a file no version handed in may be deleted (its object goes with it). */
export function isDeletableFile(
  file: StoredFileRef,
  versions: readonly SubmittedVersionRef[],
): boolean {
  return !isSubmittedFile(file, versions);
}
