/**
 * The server's own refusals of a tooth chart (issue 24), beside the rules it shares with the
 * portal (src/domain/ruleTexts.ts): the portal never sends these, so they have no catalog text.
 */
export const TEETH_MESSAGES = {
  chart_invalid: '牙位图格式错误',
  chart_locked: '订单已提交质检，牙位图不可修改',
} as const;
