/**
 * Header (type 1) and footer (type 2) links (spec §2 "Header and menu", footer): site chrome that every layout
 * shows, loaded once per type and shared; a failed load is tried again by the next layout that asks.
 */
import { useEffect } from 'react';
import { create } from 'zustand';
import type { ResultOf } from '@contract/call';
import type { Calls } from '@contract/calls';
import { api } from '@/services/api';

export type Link = ResultOf<Calls['cHomeGetLinks']>[number];
export type LinkType = 1 | 2;

interface LinksState {
  byType: Partial<Record<LinkType, Link[]>>;
  load(type: LinkType): Promise<void>;
}

const loading = new Map<LinkType, Promise<void>>();
const NONE: Link[] = [];

export const useLinkStore = create<LinksState>((set) => ({
  byType: {},
  load(type) {
    const started =
      loading.get(type) ??
      api
        .cHomeGetLinks({ type })
        .then((links) => set((s) => ({ byType: { ...s.byType, [type]: links } })))
        .catch(() => undefined)
        .finally(() => loading.delete(type));
    loading.set(type, started);
    return started;
  },
}));

export function useLinks(type: LinkType): Link[] {
  const links = useLinkStore((s) => s.byType[type]);
  useEffect(() => {
    if (!links) void useLinkStore.getState().load(type);
  }, [links, type]);
  return links ?? NONE;
}
