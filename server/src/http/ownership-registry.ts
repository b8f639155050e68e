/**
 * Who may touch which object, by kind: each area registers, at start-up, the resolver of the kinds whose tables it
 * owns (server/src/modules/<area>, `ownership`), so the ownership guard asks the owning area and never reads another
 * area's tables itself.
 */
import type { CallDef, OwnedKind } from '../../../contract/call';
import type { OwnershipResolver } from '../modules/area-module';

export type { OwnershipResolver };

const resolvers = new Map<OwnedKind, OwnershipResolver>();

/** Registers the resolver of a kind; one area answers for each kind (registering the same one again is a no-op). */
export function registerOwnership(kind: OwnedKind, resolver: OwnershipResolver): void {
  const known = resolvers.get(kind);
  if (known && known !== resolver) throw new Error(`Two resolvers for owned objects of kind ${kind}`);
  resolvers.set(kind, resolver);
}

export function ownershipResolver(kind: OwnedKind): OwnershipResolver {
  const resolver = resolvers.get(kind);
  if (!resolver) throw new Error(`No area resolves owned objects of kind ${kind}`);
  return resolver;
}

/** The kinds among `kinds` no area resolves (checked at start-up against the call table). */
export function unresolvedKinds(kinds: Iterable<OwnedKind>): OwnedKind[] {
  return [...new Set(kinds)].filter((k) => !resolvers.has(k));
}

/**
 * Start-up: registers every area's resolvers, then refuses to start when a call of the table declares an owned
 * kind that no area resolves (the guard would otherwise fail on its first request).
 */
export function registerAreaOwnership(
  areas: readonly { area: string; ownership?: Partial<Record<OwnedKind, OwnershipResolver>> }[],
  calls: readonly Pick<CallDef, 'name' | 'owns'>[],
): void {
  for (const area of areas) {
    for (const [kind, resolver] of Object.entries(area.ownership ?? {}) as [OwnedKind, OwnershipResolver][]) registerOwnership(kind, resolver);
  }
  for (const call of calls) {
    const missing = unresolvedKinds(Object.values(call.owns ?? {}));
    if (missing.length) throw new Error(`${call.name} names objects of kind ${missing.join(', ')}, which no area resolves`);
  }
}
