import type { Widen } from '../catalogType';
import type { viewerZh } from './zh';

export const viewerTr = {
  loading: '3B görüntüleyici yükleniyor…',
  stage: {
    download: 'İndiriliyor %%{percent}',
    download_unknown: '%{size} indirildi',
    parse: 'Model okunuyor…',
    ready: 'Yüklendi',
  },
  tools: {
    label: 'Görüntüleyici araçları',
    reset: 'Görünümü sıfırla',
    view: 'Standart görünümler',
    views: {
      occlusal: 'Oklüzal',
      buccal: 'Bukkal',
      lingual: 'Lingual',
      mesial: 'Meziyal',
      distal: 'Distal',
    },
    preview: 'Hafif önizleme (en çok 300.000 üçgen)',
    wireframe: 'Tel kafes',
    measure: 'Mesafe ölç',
    measure_hint: 'Model üzerinde iki noktaya tıklayın',
    measure_second: 'Şimdi ikinci noktaya tıklayın',
    distance: 'Mesafe: %{mm} mm',
    section: 'Kesit düzlemi',
    section_off: 'Kesit yok',
    section_axis: '%{axis} ekseni',
    section_position: 'Kesit konumu',
    screenshot: 'Ekran görüntüsü (PNG)',
    screenshot_file: 'model',
  },
  files: {
    title: 'Dosyalar',
    visible: '%{name} göster',
    opacity: '%{name} opaklığı',
    scan_colors: 'Tarama renkleri',
    scan_colors_of: '%{name} tarama renkleriyle göster',
    triangles: '%{count} üçgen',
    preview:
      '%{count} üçgenlik önizleme olarak çiziliyor (indirme, kalite kontrolü ve denetimler dosyanın tamamını kullanır)',
    size: '%{x} × %{y} × %{z} mm',
    total: 'Toplam',
    open_local: 'Yerel dosyaları aç',
    open: 'Asıl dosyayı aç',
  },
  error: {
    corrupt: 'Dosya bozuk ya da geçerli bir STL / PLY / OBJ modeli değil.',
    empty: 'Dosyada hiç üçgen yok.',
    zero_bytes: 'Dosya boş (0 bayt).',
    format: 'Desteklenmeyen dosya biçimi: yalnızca .stl, .ply ve .obj.',
    http_status: 'Dosya indirilemedi (HTTP %{status}).',
    network: 'Dosya indirilemedi: adrese ulaşılamıyor ya da başka kaynaktan okumaya izin vermiyor.',
    webgl: 'Bu tarayıcı 3B modelleri gösteremiyor (WebGL kullanılamıyor).',
    refused: 'Model adresi http veya https adresi olmalıdır; bu adres reddedildi.',
    missing: 'Model adresi (stlUrl) eksik.',
    none_loaded: 'Gösterilecek model yok.',
  },
  check: {
    title: 'Geometri denetimi',
    running: 'Geometri denetleniyor…',
    pass: 'Denetim geçti: kapalı, dışa dönük, boyut makul',
    warn: 'Dikkat: modelde sorun olabilir',
    triangles: 'Üçgenler',
    degenerate: 'Dejenere üçgenler',
    open_edges: 'Açık kenarlar',
    non_manifold: 'Manifold olmayan kenarlar',
    watertight: 'Kapalı (su geçirmez)',
    inconsistent_edges: 'Sarım yönü çelişen kenarlar',
    inverted_shells: 'İçi dışına dönmüş kabuklar',
    size: 'Boyut',
    yes: 'Evet',
    no: 'Hayır',
    reason: {
      empty: 'Modelde hiç üçgen yok.',
      open_edges: 'Modelde açık kenarlar (delikler) var: kapalı değil.',
      non_manifold:
        'Modelde manifold olmayan kenarlar var (üç veya daha fazla yüzün paylaştığı kenar).',
      non_manifold_vertices:
        'Modelde %{nonManifoldVertices} manifold olmayan köşe var (yüzeyler tek bir noktada birleşiyor).',
      self_intersections:
        'Modelde %{selfIntersections} çift kendini kesen üçgen var (yüzey kendi içinden geçiyor).',
      degenerate: 'Modelde dejenere üçgenler (alanı sıfır) var.',
      too_small:
        'Model akla yatmayacak kadar küçük: birimler büyük olasılıkla yanlış (milimetre beklenir).',
      too_large:
        'Model akla yatmayacak kadar büyük: birimler büyük olasılıkla yanlış (milimetre beklenir).',
      inconsistent_winding:
        '%{inconsistentEdges} kenar iki üçgeni tarafından da aynı yönde kullanılıyor: bazı yüzlerin sarım yönü (normali) ters.',
      inverted:
        '%{closedShells} kapalı kabuktan %{invertedShells} tanesi içe dönük (hacmi negatif): CAM ve dilimleme yazılımları onu ters okur.',
      count_mismatch:
        'İkili STL başlığı %{declaredTriangles} üçgen diyor, ancak dosya boyutu %{triangles} üçgen tutuyor: boyutuna göre okundu.',
    },
  },
} satisfies Widen<typeof viewerZh>;
