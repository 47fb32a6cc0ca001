/** Texts of the app's entry: a part of the portal that could not be downloaded. */
export const entryZh = {
  chunk_failed: '页面加载失败，请检查网络后重新加载。',
  chunk_timeout: '页面加载超时，请检查网络后重新加载。',
  reload: '重新加载',
} as const;
