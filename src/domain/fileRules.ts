import { MESH_FORMATS } from './mesh/meshFormat';
import { MESH_ERRORS } from './mesh/types';

/**
 * The file rules of a task's CAD delivery (SPEC §5). Pure: the upload page and the fake API's
 * addTaskFile both apply them. Every problem is a translation key under app.upload.rules.
 */
export const FILE_SLOTS = ['cad', 'reticleModel', 'toothMold', 'bracket', 'dlp'] as const;
export type FileSlot = (typeof FILE_SLOTS)[number];

export interface SlotRule {
  /** Lower-case extensions without the dot. */
  extensions: readonly string[];
  /** Files a complete delivery needs in this slot. */
  min: number;
  max: number;
  /** The key of the message refusing another extension. */
  formatKey: string;
  /** The key of the message for a count outside min..max. */
  countKey?: string;
  /** The key of the message for a file chosen when the slot is already full: replace instead. */
  fullKey?: string;
}

const MESH = MESH_FORMATS;
const KEY = 'app.upload.rules';

export const SLOT_RULES: Readonly<Record<FileSlot, SlotRule>> = {
  cad: {
    extensions: ['stl'],
    min: 1,
    max: 1,
    formatKey: `${KEY}.cad_format`,
    countKey: `${KEY}.cad_count`,
    fullKey: `${KEY}.cad_full`,
  },
  reticleModel: { extensions: ['stl'], min: 0, max: Infinity, formatKey: `${KEY}.reticle_format` },
  toothMold: { extensions: MESH, min: 0, max: Infinity, formatKey: `${KEY}.mold_format` },
  bracket: { extensions: MESH, min: 0, max: Infinity, formatKey: `${KEY}.bracket_format` },
  // SPEC names no format for DLP models: printable meshes, like the tooth mold.
  dlp: {
    extensions: MESH,
    min: 1,
    max: 2,
    formatKey: `${KEY}.dlp_format`,
    countKey: `${KEY}.dlp_count`,
    fullKey: `${KEY}.dlp_full`,
  },
};

const RULE_KEYS = {
  comma: `${KEY}.comma`,
  duplicate: `${KEY}.duplicate`,
  crownNumber: `${KEY}.crown_number`,
  crownRequired: `${KEY}.crown_required`,
} as const;

export function isFileSlot(value: unknown): value is FileSlot {
  return typeof value === 'string' && (FILE_SLOTS as readonly string[]).includes(value);
}

/** Lower-case extension after the last dot ("" when none); and the name before it. */
export function splitFileName(name: string): { base: string; extension: string } {
  const dot = name.lastIndexOf('.');
  if (dot <= 0) return { base: name, extension: '' };
  return { base: name.slice(0, dot), extension: name.slice(dot + 1).toLowerCase() };
}

/** The problem of one file name in a slot (extension first, then a comma before it). */
export function checkFileName(slot: FileSlot, name: string): string | undefined {
  const { base, extension } = splitFileName(name);
  if (!SLOT_RULES[slot].extensions.includes(extension)) return SLOT_RULES[slot].formatKey;
  // Both the ASCII and the full-width comma: either breaks the server's comma-joined lists.
  if (/[,，]/.test(base)) return RULE_KEYS.comma;
  return undefined;
}

export interface Candidate {
  name: string;
  /** Bytes, when known: an empty file is refused here, never sent (the server refuses it too). */
  size?: number;
}

/** A 0-byte file in the words the page's file check uses (the server refuses it as file_empty). */
const EMPTY_FILE = MESH_ERRORS.zeroBytes;

export interface Refusal<T> {
  item: T;
  reason: string;
}

/**
 * Which of the chosen files may join a slot that already holds `held` files: names first, an
 * empty file, then the slot's maximum (the first ones chosen win); a slot already full says to
 * replace its file rather than how many it takes. Nothing already held is ever dropped.
 */
export function admitByName<T extends Candidate>(
  slot: FileSlot,
  held: number,
  chosen: readonly T[],
): { accepted: T[]; refused: Refusal<T>[] } {
  const accepted: T[] = [];
  const refused: Refusal<T>[] = [];
  const { max, countKey, fullKey } = SLOT_RULES[slot];
  const countReason = held >= max && fullKey ? fullKey : countKey;
  for (const item of chosen) {
    const problem = checkFileName(slot, item.name);
    if (problem) refused.push({ item, reason: problem });
    else if (item.size === 0) refused.push({ item, reason: EMPTY_FILE });
    else if (countReason && held + accepted.length >= max) {
      refused.push({ item, reason: countReason });
    } else accepted.push(item);
  }
  return { accepted, refused };
}

/** Duplicates are judged by content hash, never by name: against the task's files and each other. */
export function admitByHash<T extends { hash: string }>(
  knownHashes: Iterable<string>,
  chosen: readonly T[],
): { accepted: T[]; refused: Refusal<T>[] } {
  const seen = new Set(knownHashes);
  const accepted: T[] = [];
  const refused: Refusal<T>[] = [];
  for (const item of chosen) {
    if (seen.has(item.hash)) refused.push({ item, reason: RULE_KEYS.duplicate });
    else {
      seen.add(item.hash);
      accepted.push(item);
    }
  }
  return { accepted, refused };
}

/** The slots whose file count a complete delivery does not meet (for the submit). */
export function incompleteSlots(counts: Partial<Record<FileSlot, number>>): FileSlot[] {
  return FILE_SLOTS.filter((slot) => {
    const count = counts[slot] ?? 0;
    return count < SLOT_RULES[slot].min || count > SLOT_RULES[slot].max;
  });
}

/**
 * A tooth count as typed: whole number, at least 0; above 0 when `required`. The page makes a
 * count required when the task itself asks for crowns of that kind (its count is above 0).
 */
export function checkCrownCount(value: string, required: boolean): string | undefined {
  const text = value.trim();
  if (!/^\d+$/.test(text)) return RULE_KEYS.crownNumber;
  if (required && Number(text) === 0) return RULE_KEYS.crownRequired;
  return undefined;
}
