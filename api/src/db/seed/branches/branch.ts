// A compact way to write the branch tables:
// branch(name, kind, mode, address, [lat, lng], organization?).
import type { InterfaceMode } from '../../schema/network.js';
import type { BusinessKind } from '../businessKinds.js';
import type { BranchSeed } from '../types.js';

export const branch = (
  name: string,
  kind: BusinessKind,
  mode: InterfaceMode,
  address: string,
  [latitude, longitude]: readonly [number, number],
  organization?: string,
): BranchSeed => ({
  name,
  kind,
  mode,
  address,
  latitude,
  longitude,
  ...(organization ? { organization } : {}),
});
