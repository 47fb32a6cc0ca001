const AVATAR_TYPES = ['image/png', 'image/jpeg', 'image/webp'];
const AVATAR_MAX_BYTES = 2 * 1024 * 1024;

/** png/jpeg/webp of at most 2 MB; anything else (SVG first of all) is refused with its key. */
export function checkAvatarFile(file: { type: string; size: number }): string | undefined {
  if (!AVATAR_TYPES.includes(file.type)) return 'app.profile.avatar.wrong_type';
  if (file.size > AVATAR_MAX_BYTES) return 'app.profile.avatar.too_large';
  return undefined;
}
