import { UPLOAD_RULE_TEXTS } from '../../src/domain/ruleTexts';

/** The CAD upload page (issue 4), Chinese. The rule texts are also the fake API's refusals. */
export const uploadZh = {
  title: 'CAD 方案上传',
  back: '返回任务详情',
  task: '任务号 %{taskNo} · %{productName}',
  loading: '正在加载任务…',
  locked: '当前任务状态不可上传或删除文件',
  missing_keys: '未获取到对应的上传权限，请重新登录再试',
  refused: '%{name}：%{reason}',
  deleted: '已删除 %{name}',
  delete_confirm: {
    title: '删除文件',
    content: '确定删除 %{name}?',
  },
  slots: {
    cad: 'CAD 文件',
    reticleModel: '刻线模型',
    toothMold: '牙模',
    bracket: '牙托',
    dlp: 'DLP 模型',
  },
  hints: {
    cad: '仅 .stl 格式，须且只能上传一个',
    reticleModel: '仅 .stl 格式',
    toothMold: '.stl、.ply 或 .obj 格式',
    bracket: '.stl、.ply 或 .obj 格式',
    dlp: '.stl、.ply 或 .obj 格式，1 至 2 个',
    dlp_needed:
      '%{type}须上传：其交付包含打印用的 DLP 模型。.stl、.ply 或 .obj 格式，1 至 2 个，不能为 0 个',
    dlp_optional: '%{type}不需要 DLP 模型。如需上传：.stl、.ply 或 .obj 格式，最多 2 个',
  },
  actions: {
    choose: '选择文件',
    preview: '本地预览',
    retry: '重试',
    cancel: '取消',
    remove: '移除',
    delete: '删除',
    replace: '替换',
  },
  submitted: '已提交的版本：保留在 CAD 历史中，可替换，不可删除',
  replace_hint: '已达上限：要换新文件，请点已登记文件旁的“替换”',
  replaced: '已用 %{name} 替换 %{old}',
  next: {
    hint: '文件齐全后，回到任务详情核对数量并提交质检',
    action: '去提交质检',
  },
  status: {
    hashing: '正在校验文件…',
    uploading: '上传中 %{percent}%',
    registering: '正在登记…',
    failed: '上传失败：%{message}',
  },
  empty: '暂无文件',
  crowns: {
    title: '牙齿数量',
    full: '全冠数量',
    inner: '内冠数量',
    hint: '任务要求：全冠 %{full} 个，内冠 %{inner} 个',
  },
  rules: UPLOAD_RULE_TEXTS,
} as const;
