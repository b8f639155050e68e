/**
 * /metrics as a Prometheus scrape and a stranger see it: the requests by call with their durations, the job queue's
 * backlog, the deliveries; readable from this machine, or with the bearer token when one is configured, and refused
 * to anyone else, also through a trusted proxy.
 */
import { calls } from '../../contract';
import { ApiClient } from '../support/http-client';
import { startTestServer, type TestServer } from '../support/test-server';

const TOKEN = 'scrape-token-0123456789abcdef';

describe('metrics without a token', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ config: { trustProxy: 1 } });
  });
  afterAll(async () => server?.close());

  it('tell this machine the calls answered, how long they took, and the job backlog', async () => {
    expect((await new ApiClient(server.url).call(calls.getSiteConfig)).body.e).toBe(0);
    const res = await fetch(`${server.url}/metrics`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/plain/);
    const text = await res.text();
    expect(text).toMatch(/campus_hall_request_duration_seconds_count\{call="getSiteConfig",status="200"\} [1-9]/);
    expect(text).toMatch(/^campus_hall_jobs_due \d+$/m);
    expect(text).toMatch(/^campus_hall_jobs_lag_seconds [\d.]+$/m);
    expect(text).toContain('# HELP campus_hall_deliveries_total');
    expect(text).toMatch(/^campus_hall_process_cpu_seconds_total /m);
  });

  it('are refused to a client elsewhere that a proxy forwards', async () => {
    const res = await fetch(`${server.url}/metrics`, { headers: { 'x-forwarded-for': '203.0.113.7' } });
    expect(res.status).toBe(403);
    expect(await res.json()).toEqual({ e: 403, m: 'metrics are not public', d: null });
  });
});

describe('metrics with a token', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ seed: false, config: { metricsToken: TOKEN } });
  });
  afterAll(async () => server?.close());

  it('answer only a scrape presenting it, also on this machine', async () => {
    expect((await fetch(`${server.url}/metrics`)).status).toBe(403);
    expect((await fetch(`${server.url}/metrics`, { headers: { authorization: `Bearer ${TOKEN}x` } })).status).toBe(403);
    const res = await fetch(`${server.url}/metrics`, { headers: { authorization: `Bearer ${TOKEN}` } });
    expect(res.status).toBe(200);
    expect(await res.text()).toContain('campus_hall_request_duration_seconds');
  });
});
