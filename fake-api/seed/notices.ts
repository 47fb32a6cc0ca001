import type { NoticeRecord } from '../store/state';
import type { SeedContext } from './context';

/** Platform notices, newest first once served; the middle one carries a link and a list. */
export function createNotices(context: SeedContext): NoticeRecord[] {
  const notice = (
    daysAgo: number,
    title: NoticeRecord['title'],
    content: NoticeRecord['content'],
  ) => {
    const at = context.daysAgo(daysAgo);
    return { id: context.nextId(at), title, content, publishTime: context.format(at) };
  };
  return [
    notice(
      20,
      {
        zh: '积分与等级规则上线',
        en: 'Points and levels are live',
        tr: 'Puanlar ve seviyeler yayında',
      },
      {
        zh: '<p>按时交付可获得积分，等级决定可同时进行的订单数。详见积分政策。</p>',
        en: '<p>On-time delivery earns points; your level sets how many orders you may hold at once. See the score policy.</p>',
        tr: '<p>Zamanında teslim puan kazandırır; seviyeniz aynı anda kaç sipariş alabileceğinizi belirler. Puan politikasına bakın.</p>',
      },
    ),
    notice(
      6,
      { zh: '月度结算时间调整', en: 'Monthly settlement date', tr: 'Aylık hesap kesim tarihi' },
      {
        zh: '<p>每月账单于次月<strong>3日</strong>生成：</p><ul><li>提现2至5个工作日到账</li></ul>',
        en: '<p>Monthly bills are issued on the <strong>3rd</strong> of the next month:</p><ul><li>withdrawals arrive in 2 to 5 working days</li></ul>',
        tr: '<p>Aylık ekstreler bir sonraki ayın <strong>3</strong>. günü düzenlenir:</p><ul><li>para çekme 2 ila 5 iş gününde ulaşır</li></ul>',
      },
    ),
    notice(
      1,
      { zh: '新增练习病例', en: 'New practice cases', tr: 'Yeni alıştırma vakaları' },
      {
        zh: '<p>测试页新增两套练习病例，可在三维查看器中打开。</p>',
        en: '<p>Two practice cases were added to the test page; open them in the 3D viewer.</p>',
        tr: '<p>Test sayfasına iki alıştırma vakası eklendi; 3B görüntüleyicide açın.</p>',
      },
    ),
  ];
}
