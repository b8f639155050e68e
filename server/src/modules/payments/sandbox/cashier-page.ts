/**
 * The sandbox's cashier page, where WeChat Pay's H5 cashier would open WeChat to pay: plain HTML with a form and no
 * script (the portal's Content-Security-Policy allows none inline), in Chinese with the English beside it, so no one
 * takes it for the real thing.
 */
import { yuan } from '../../../../../contract/rules/booking';

const escape = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

const STYLE = `
  body { margin: 0; font: 16px/1.5 system-ui, -apple-system, "PingFang SC", "Noto Sans CJK SC", sans-serif; background: #ededed; color: #1a1a1a; }
  main { max-width: 420px; margin: 0 auto; padding: 24px 16px; }
  h1 { font-size: 18px; text-align: center; margin: 0 0 4px; }
  .tag { text-align: center; color: #b54708; background: #fffaeb; border: 1px solid #fec84b; border-radius: 4px; padding: 6px 8px; font-size: 13px; }
  .card { background: #fff; border-radius: 8px; padding: 24px 16px; margin: 16px 0; text-align: center; }
  .amount { font-size: 36px; font-weight: 600; margin: 8px 0; }
  .what { color: #555; margin: 0; }
  button, a.button { display: block; box-sizing: border-box; width: 100%; margin: 12px 0 0; padding: 12px; border-radius: 6px; font-size: 17px; text-align: center; text-decoration: none; cursor: pointer; }
  .pay { background: #07c160; color: #fff; border: 0; }
  .cancel { background: #fff; color: #1a1a1a; border: 1px solid #d0d0d0; }
  .state { font-size: 18px; margin: 8px 0; }`;

function page(body: string): string {
  return `<!doctype html>
<html lang="zh-CN"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>支付沙箱 · Payment sandbox</title><style>${STYLE}</style></head>
<body><main>
<h1>支付沙箱 <span lang="en">· Payment sandbox</span></h1>
<p class="tag">演示用的微信支付沙箱，不会产生真实扣款。<span lang="en">A stand-in for WeChat Pay: no real money moves.</span></p>
${body}
</main></body></html>`;
}

export interface CashierOrder {
  prepayId: string;
  redirectUrl: string;
  description: string;
  total: number;
}

/** The order to pay, with 确认支付 and 取消. */
export function cashierPage(action: string, order: CashierOrder): string {
  return page(`<div class="card">
<p class="what" data-user-content>${escape(order.description)}</p>
<p class="amount">¥${yuan(order.total)}</p>
</div>
<form method="post" action="${escape(action)}">
<input type="hidden" name="prepay_id" value="${escape(order.prepayId)}">
<input type="hidden" name="redirect_url" value="${escape(order.redirectUrl)}">
<button class="pay" type="submit" name="choice" value="pay">确认支付</button>
<button class="cancel" type="submit" name="choice" value="cancel">取消</button>
</form>`);
}

/** Nothing to pay here: paid already, closed or past its time, or unknown. The way back, when there is one. */
export function cashierStatePage(state: { zh: string; en: string }, back: string | null): string {
  return page(`<div class="card"><p class="state">${escape(state.zh)} <span lang="en">${escape(state.en)}</span></p></div>
${back ? `<a class="button cancel" href="${escape(back)}">返回 <span lang="en">Back</span></a>` : ''}`);
}
