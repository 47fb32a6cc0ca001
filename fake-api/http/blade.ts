import type { Response } from 'express';

/** BladeX answers: the R envelope and the bare OAuth2 error of the token calls. */
export function sendOk(res: Response, data: unknown = null, msg = '操作成功'): void {
  res.json({ code: 200, success: true, data, msg });
}

/** A failure envelope; business failures (400) carry `data: {}`, the others `data: null`. */
export function sendFailure(res: Response, status: number, msg: string): void {
  res.status(status).json({ code: status, success: false, data: status === 400 ? {} : null, msg });
}

export function sendGrantError(
  res: Response,
  errorDescription: string,
  status = 400,
  /** Flags the login form acts on: `captcha` (ask for it from now on), `locked`. */
  extra?: Record<string, boolean>,
): void {
  res
    .status(status)
    .json({ error: 'invalid_grant', error_description: errorDescription, ...extra });
}

export const MESSAGES = {
  clientUnauthorized: '客户端认证失败',
  missingToken: '缺失令牌,鉴权失败',
  unauthorized: '请求未授权',
  forbidden: '缺失权限,无法访问',
  notFound: '404 没找到请求',
  simulatedFault: '服务器内部错误(模拟故障)',
  storageMissing: '对象存储未配置',
  requestInProgress: '请求正在处理中,请勿重复提交',
  idempotencyKeyReused: '该幂等键已用于另一个请求',
} as const;

export const missingParameter = (name: string) => `缺少必要的请求参数: ${name}`;
