import { callApi, md5 } from '../tests/e2e/support/fakeApi';
import { percentile } from './stats';

interface Latency {
  p50: number;
  p95: number;
}

async function timed(work: () => Promise<unknown>): Promise<number> {
  const start = performance.now();
  await work();
  return performance.now() - start;
}

export async function measureApiLatency(baseUrl: string, count: number) {
  const login: number[] = [];
  const detail: number[] = [];
  for (let i = 0; i < count; i += 1) {
    let token = '';
    login.push(
      await timed(async () => {
        const answer = await callApi(baseUrl, 'POST', '/api/blade-auth/os/oauth/token', {
          query: {
            tenantId: '000000',
            account: 'designer',
            password: md5('Designer1'),
            type: 'account',
          },
        });
        token = String(answer.body.access_token);
      }),
    );
    detail.push(await timed(() => callApi(baseUrl, 'GET', '/api/os/user/detail', { token })));
  }
  const summary = (values: number[]): Latency => ({
    p50: percentile(values, 0.5),
    p95: percentile(values, 0.95),
  });
  return { count, login: summary(login), detail: summary(detail) };
}
