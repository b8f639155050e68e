/**
 * Driving the server's WeChat Pay sandbox from a test as a payer and as the provider would: its H5 cashier page
 * (read, then 确认支付 or 取消 as a browser posts them) and its controls (pay a JSAPI order, send a notification
 * again, send one signed with the wrong key). Each control answers what the server's notify_url answered.
 */

const SANDBOX = '/sandbox/wechatpay';

/** What the server's notify_url answered a notification. */
export interface NotifyAnswer {
  status: number;
  body: string;
}

export async function sandboxControl(baseUrl: string, action: 'pay' | 'resend' | 'forge', outTradeNo: string): Promise<{ status: number; notify?: NotifyAnswer }> {
  const res = await fetch(`${baseUrl}${SANDBOX}/control/${action}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ out_trade_no: outTradeNo }),
  });
  const body = (await res.json()) as { notify?: NotifyAnswer };
  return { status: res.status, notify: body.notify };
}

/** The cashier page an h5_url opens (an address from the server's root, as the sandbox gives it). */
export async function openCashier(baseUrl: string, h5Url: string): Promise<{ status: number; html: string; fields: URLSearchParams; action: string }> {
  const res = await fetch(new URL(h5Url, baseUrl));
  const html = await res.text();
  const fields = new URLSearchParams([...html.matchAll(/<input type="hidden" name="([^"]+)" value="([^"]*)">/g)].map((m): [string, string] => [m[1], decodeEntities(m[2])]));
  return { status: res.status, html, fields, action: /<form method="post" action="([^"]+)"/.exec(html)?.[1] ?? `${SANDBOX}/checkmweb` };
}

/**
 * Presses 确认支付 (pay) or 取消 (cancel) on the cashier page, as the browser posts its form; when the page has no
 * form any more (the order closed), as a page opened before would post it.
 */
export async function chooseAtCashier(baseUrl: string, h5Url: string, choice: 'pay' | 'cancel'): Promise<Response> {
  const page = await openCashier(baseUrl, h5Url);
  const form = new URLSearchParams(page.fields.size ? page.fields : new URL(h5Url, baseUrl).searchParams);
  form.set('choice', choice);
  return fetch(new URL(page.action, baseUrl), {
    method: 'POST',
    redirect: 'manual',
    headers: { 'content-type': 'application/x-www-form-urlencoded', origin: baseUrl, 'sec-fetch-site': 'same-origin' },
    body: form.toString(),
  });
}

function decodeEntities(text: string): string {
  return text.replace(/&#(\d+);/g, (_m, code: string) => String.fromCharCode(Number(code)));
}

/** Reads `probe` until `done` says so: for what the provider does after it answered (a refund's notification). */
export async function until<T>(probe: () => Promise<T>, done: (value: T) => boolean, what: string): Promise<T> {
  const deadline = Date.now() + 60_000;
  for (;;) {
    const value = await probe();
    if (done(value)) return value;
    if (Date.now() > deadline) throw new Error(`Still waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
