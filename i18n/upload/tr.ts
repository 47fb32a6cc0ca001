import type { Widen } from '../catalogType';
import type { uploadZh } from './zh';

export const uploadTr = {
  title: 'CAD tasarım yükleme',
  back: 'Göreve dön',
  task: 'Görev %{taskNo} · %{productName}',
  loading: 'Görev yükleniyor…',
  locked: 'Görevin şu anki durumunda dosya yüklenemez veya silinemez',
  missing_keys: 'Yükleme izni alınamadı, lütfen yeniden giriş yapıp tekrar deneyin',
  refused: '%{name}: %{reason}',
  deleted: '%{name} silindi',
  delete_confirm: {
    title: 'Dosyayı sil',
    content: '%{name} silinsin mi?',
  },
  slots: {
    cad: 'CAD dosyası',
    reticleModel: 'Kazıma çizgi modeli',
    toothMold: 'Diş kalıbı',
    bracket: 'Diş braketi',
    dlp: 'DLP modeli',
  },
  hints: {
    cad: 'Yalnızca .stl, tam olarak bir dosya',
    reticleModel: 'Yalnızca .stl',
    toothMold: '.stl, .ply veya .obj',
    bracket: '.stl, .ply veya .obj',
    dlp: '.stl, .ply veya .obj, bir veya iki dosya',
    dlp_needed:
      '%{type} için gerekli: teslimatı basılı bir DLP modeli içerir. .stl, .ply veya .obj, bir veya iki dosya, sıfır olamaz',
    dlp_optional:
      '%{type} için gerekli değil. Eklerseniz: .stl, .ply veya .obj, en fazla iki dosya',
  },
  actions: {
    choose: 'Dosya seç',
    preview: 'Yerel önizleme',
    retry: 'Yeniden dene',
    cancel: 'İptal',
    remove: 'Kaldır',
    delete: 'Sil',
    replace: 'Değiştir',
  },
  submitted: 'Gönderilmiş sürüm: CAD geçmişinde saklanır, değiştirilebilir, silinemez',
  replace_hint: 'Bu alan dolu: yeni bir dosya için kayıtlı dosyanın yanındaki “Değiştir”i seçin',
  replaced: '%{old} yerine %{name} yüklendi',
  next: {
    hint: 'Dosyalar tamamlandığında, sayıları kontrol edip kaliteye göndermek için göreve dönün',
    action: 'Kaliteye göndermeye git',
  },
  status: {
    hashing: 'Dosya denetleniyor…',
    uploading: 'Yükleniyor %%{percent}',
    registering: 'Kaydediliyor…',
    failed: 'Yükleme başarısız: %{message}',
  },
  empty: 'Henüz dosya yok',
  crowns: {
    title: 'Diş sayıları',
    full: 'Tam kron sayısı',
    inner: 'İç kron sayısı',
    hint: 'Görev %{full} tam kron ve %{inner} iç kron istiyor',
  },
  rules: {
    cad_format: 'CAD dosyası .stl biçiminde olmalıdır',
    cad_count: 'Tam olarak bir CAD dosyası gereklidir',
    cad_required: 'Göndermeden önce CAD tasarım dosyasını yükleyin',
    reticle_format: 'Kazıma çizgi modeli .stl biçiminde olmalıdır',
    mold_format: 'Diş kalıbı dosyaları .stl, .ply veya .obj biçiminde olmalıdır',
    bracket_format: 'Diş braketi dosyaları .stl, .ply veya .obj biçiminde olmalıdır',
    dlp_format: 'DLP modelleri .stl, .ply veya .obj biçiminde olmalıdır',
    dlp_count: 'Bir veya iki DLP modeli yükleyin, sıfır olamaz',
    comma: 'Dosya adında uzantıdan önce virgül olamaz',
    duplicate: 'Bu dosya zaten yüklendi: aynı dosya tekrar yüklenemez',
    crown_number: '0 veya daha büyük bir tam sayı girin',
    crown_required: 'Bu görev bu tür kron gerektiriyor: sayı 0’dan büyük olmalıdır',
  },
} as const satisfies Widen<typeof uploadZh>;
