/** The figures the first-load benchmark reports, read from one Lighthouse result (LHR). */
import type { Result } from 'lighthouse';

export interface LcpPhase {
  phase: string;
  ms: number;
}

export interface PageFigures {
  /** 0–100, the performance category score. */
  performance: number;
  lcpMs: number;
  cls: number;
  tbtMs: number;
  fcpMs: number;
  speedIndexMs: number;
  /** The largest contentful paint element, as Lighthouse labels it (selector and snippet). */
  lcpElement: string | null;
  /** Where the LCP time goes: time to first byte, resource load delay, load time, render delay. */
  lcpPhases: LcpPhase[];
  /** Bytes on the wire (compressed where the server compresses), all requests and scripts only. */
  transferKB: number;
  scriptTransferKB: number;
}

type Details = { type?: string; items?: unknown[] };
type NodeItem = { node?: { selector?: string; snippet?: string } };
type PhaseItem = { phase?: unknown; timing?: unknown };
type ResourceItem = { resourceType?: string; transferSize?: number };

const round = (value: number, places = 0) => Math.round(value * 10 ** places) / 10 ** places;

function metric(lhr: Result, auditId: string): number {
  const value = lhr.audits[auditId]?.numericValue;
  if (value === undefined) throw new Error(`Lighthouse result has no ${auditId}: ${lhr.runtimeError?.message ?? 'audit missing'}`);
  return value;
}

/** The LCP element audit is a list of two tables: the element, then the phases. */
function lcpTables(lhr: Result): Details[] {
  const details = lhr.audits['largest-contentful-paint-element']?.details as Details | undefined;
  return (details?.items ?? []) as Details[];
}

function lcpElement(lhr: Result): string | null {
  const node = (lcpTables(lhr)[0]?.items?.[0] as NodeItem | undefined)?.node;
  return node ? [node.selector, node.snippet].filter(Boolean).join(' ') : null;
}

function lcpPhases(lhr: Result): LcpPhase[] {
  return ((lcpTables(lhr)[1]?.items ?? []) as PhaseItem[]).map((item) => ({
    phase: String(item.phase),
    ms: round(Number(item.timing)),
  }));
}

function transferKB(lhr: Result, resourceType: 'total' | 'script'): number {
  const items = ((lhr.audits['resource-summary']?.details as Details | undefined)?.items ?? []) as ResourceItem[];
  return round((items.find((i) => i.resourceType === resourceType)?.transferSize ?? 0) / 1024, 1);
}

export function pageFigures(lhr: Result): PageFigures {
  return {
    performance: round((lhr.categories.performance?.score ?? 0) * 100),
    lcpMs: round(metric(lhr, 'largest-contentful-paint')),
    cls: round(metric(lhr, 'cumulative-layout-shift'), 3),
    tbtMs: round(metric(lhr, 'total-blocking-time')),
    fcpMs: round(metric(lhr, 'first-contentful-paint')),
    speedIndexMs: round(metric(lhr, 'speed-index')),
    lcpElement: lcpElement(lhr),
    lcpPhases: lcpPhases(lhr),
    transferKB: transferKB(lhr, 'total'),
    scriptTransferKB: transferKB(lhr, 'script'),
  };
}
