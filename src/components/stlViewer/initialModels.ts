import { MODEL_COLORS } from './types';
import type { MeshSource, ModelState } from './types';

/** What tells one source from another: a new array of the same files does not reload. */
export function sourceKey({ name, url, file }: MeshSource): string {
  return [name, url ?? '', file?.size ?? '', file?.lastModified ?? ''].join('|');
}

/**
 * The models of `sources` before they load. A file already shown (same name and URL) keeps what
 * the person chose for it: a scan hidden or faded stays so when the files reload, e.g. when the
 * preview switch draws them again or when one more file joins the view.
 */
export function initialModels(sources: MeshSource[], before: ModelState[] = []): ModelState[] {
  const chosen = new Map(before.map((model) => [model.key, model]));
  return sources.map((source, index) => {
    const key = sourceKey(source);
    const previous = chosen.get(key);
    return {
      id: `${index}`,
      key,
      name: source.name,
      url: source.url,
      color: MODEL_COLORS[index % MODEL_COLORS.length],
      status: source.file ? 'parse' : 'download',
      loaded: 0,
      visible: previous?.visible ?? true,
      opacity: previous?.opacity ?? 1,
    };
  });
}
