/** The case package (issue 24): the download, its progress, the file roles and the order sheet. */
export const caseZipZh = {
  download: '下载病例',
  preparing: '正在准备病例包…',
  progress: '%{loaded} / %{total}（%{percent}%）',
  cancel: '取消',
  cancelled: '已取消下载',
  done: '病例包已下载',
  memory_warning:
    '门户的 Service Worker 未在运行，%{total} 的病例包会先在内存中生成再保存，较大的病例可能失败。重新加载门户后即可边下载边写入磁盘。',
  view_all: '查看全部模型',
  kind_column: '类型',
  kinds: {
    upper: '上颌',
    lower: '下颌',
    preop: '术前',
    bite: '咬合',
    scanbody: '扫描杆',
    other: '其他',
  },
  sheet: {
    title: '订单 %{orderNo}',
    teeth: '牙位',
    files: '病例包中的文件',
    original_name: '原文件名',
    made: '生成于 %{time}',
  },
} as const;
