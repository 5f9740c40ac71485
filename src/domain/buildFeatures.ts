/**
 * Per-build exclusions (spec 1 §2, spec 2 §2). A build hides sections, sub-sections, components
 * and features by name; the names are fixed here, the choice is made at build time through
 * `VITE_EXCLUDED_FEATURES` (comma-separated), so an excluded screen is absent from routes,
 * menus and tabs rather than merely hidden.
 */
export const BUILD_FEATURES = [
  // sections
  'traders',
  'arbitrator',
  // sub-sections
  'arbitrator-completed-deals',
  'arbitrator-all-deals',
  'arbitrator-in-progress',
  'arbitrator-awaiting',
  'user-requisites',
  'user-transactions',
  'user-trader',
  // components
  'user-userTrader-userStatistics',
  'user-userId-userRequisites',
  // features
  'users-createUser',
] as const;

export type BuildFeature = (typeof BUILD_FEATURES)[number];

export function isBuildFeature(value: string): value is BuildFeature {
  return (BUILD_FEATURES as readonly string[]).includes(value);
}

/** Parses the comma-separated list; unknown names are ignored so a typo cannot hide anything else. */
export function parseExcludedFeatures(raw: string | undefined): ReadonlySet<BuildFeature> {
  const names = (raw ?? '')
    .split(',')
    .map((name) => name.trim())
    .filter(isBuildFeature);
  return new Set(names);
}

// Read defensively: the server imports src/domain under Node, where import.meta.env does not exist.
const buildEnv = (import.meta as { env?: Record<string, string | undefined> }).env;

/** The exclusions of this build. */
export const EXCLUDED_FEATURES: ReadonlySet<BuildFeature> = parseExcludedFeatures(buildEnv?.VITE_EXCLUDED_FEATURES);

/** True when this build leaves the named section, sub-section, component or feature out. */
export function isExcluded(name: BuildFeature, excluded: ReadonlySet<BuildFeature> = EXCLUDED_FEATURES): boolean {
  return excluded.has(name);
}
