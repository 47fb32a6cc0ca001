/** The account a third-party registration asks for is taken (BladeX's words, Chinese only). */
export function accountTakenMessage(account: string): string {
  return `当前用户 [${account}] 已存在!`;
}
