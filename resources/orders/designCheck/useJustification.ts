import { useRemoveFromStore, useStore } from 'react-admin';

/**
 * The designer's one line for a design short of the order (issue 37), kept in react-admin's
 * store per task until the submit for inspection sends it: typed on the upload page, read by
 * the detail's submit.
 */
export function useJustification(taskId: string) {
  const key = `designCheckJustification.${taskId}`;
  const [text, setText] = useStore<string>(key, '');
  const removeFromStore = useRemoveFromStore();
  return { text, setText, clear: () => removeFromStore(key) };
}
