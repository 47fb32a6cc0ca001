import type { UserRecord } from '../store/state';

/**
 * The designer service agreement as the server renders it. It is HTML from the server: the
 * portal sanitizes it (the hostile corpus of the seed proves that it does; an inline handler here
 * made Chromium log a CSP violation on every contract tab).
 */
export function contractHtml(user: UserRecord): string {
  return [
    '<h2>设计服务合作协议 / Design Service Agreement</h2>',
    `<p>甲方：义齿设计平台 乙方：<strong>${escapeHtml(user.realName)}</strong>（账号 ${escapeHtml(user.account)}）</p>`,
    '<ol>',
    '<li>乙方按平台订单要求完成义齿设计，并在设计周期内提交设计文件。</li>',
    '<li>平台按月结算设计费，预留押金200元，随次月结算支付。</li>',
    '<li>乙方对患者信息及设计文件负有保密义务。</li>',
    '<li>The designer keeps patient data and design files confidential.</li>',
    '</ol>',
    '<p>签署即表示乙方已阅读并同意本协议全部条款。</p>',
  ].join('');
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}
