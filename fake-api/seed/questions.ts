import type { QuestionRecord } from '../store/state';
import type { SeedContext } from './context';

/** The FAQ behind the customer-service dialog, in Chinese and English (titles are searched). */
const FAQ: [string, string][] = [
  [
    '如何申请提现？',
    '<p>进入<strong>结算 &gt; 提现</strong>，确认收款信息后填写金额并提交。审核通过后 2-5 个工作日到账。</p>',
  ],
  [
    '提现为什么要扣税？',
    '<p>平台按月合格设计费总额代扣个人所得税：800 元以下不扣税；800-4000 元按超过 800 元部分的 20% 计算；更高金额按收入的 80% 分档计税。</p>',
  ],
  ['提现多久到账？', '<p>提现审核通过后 <strong>2-5 个工作日</strong>到账，节假日顺延。</p>'],
  [
    '设计师等级是如何划分的？',
    '<p>等级分为 A、B、C、D 四档，由积分决定。连续 7 天接单加 2 分，连续 15 天加 4 分，每自然月最多加 14 分；返工和大量自退会扣分。</p>',
  ],
  [
    '上传设计文件失败怎么办？',
    '<p>CAD 方案只能上传 <code>.stl</code> 文件且只能一个；文件名的扩展名前不能有逗号。请检查网络后重新上传，仍失败请提交工单并附上文件。</p>',
  ],
  [
    '质检退回后如何返工？',
    '<p>在<strong>我的设计单 &gt; 质检退回</strong>中查看退回原因，修改后重新上传 CAD 方案并提交质检。</p>',
  ],
  ['保证金什么时候退还？', '<p>保证金 200 元在下个月结算时随设计费一并支付。</p>'],
  [
    'How do I withdraw my earnings?',
    '<p>Open <strong>Settlement &gt; Withdrawal</strong>, check your payment information, enter the amount and submit. The money arrives 2-5 working days after approval.</p>',
  ],
  [
    'Why is tax deducted from a withdrawal?',
    '<p>Income tax is withheld on the monthly total of qualified design fees: none up to 800 yuan, 20% of the part above 800 up to 4000, then by bracket on 80% of the income.</p>',
  ],
  [
    'How are designer levels decided?',
    '<p>Levels A to D follow your points: 7 days in a row add 2 points, 15 days add 4, at most 14 per month; rework and frequent self-refunds remove points.</p>',
  ],
  [
    'My design file upload failed',
    '<p>A CAD design must be a single <code>.stl</code> file, and the file name may not have a comma before the extension. Check your network and upload again; if it still fails, submit a work order with the file.</p>',
  ],
  [
    'What happens after a quality inspection return?',
    '<p>See the reasons under <strong>My design sheet &gt; Quality return</strong>, fix the design, upload the CAD file again and submit it for inspection.</p>',
  ],
];

export function createQuestions(context: SeedContext): QuestionRecord[] {
  return FAQ.map(([questionTitle, answerContext], index) => ({
    id: context.nextId(),
    questionTitle,
    answerContext,
    sort: index + 1,
  }));
}
