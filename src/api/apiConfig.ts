/**
 * Base URL of each service, from the deployment's `/config.json`
 * (`{"api":{"v2":"/api","v1":"/api","p2p":"/api"}}`); `/api` for any service it does not name.
 */
export const SERVICES = ['v2', 'v1', 'p2p'] as const;
export type Service = (typeof SERVICES)[number];

export const DEFAULT_API_BASE = '/api';

const bases: Record<Service, string> = { v2: DEFAULT_API_BASE, v1: DEFAULT_API_BASE, p2p: DEFAULT_API_BASE };

export function getServiceBase(service: Service): string {
  return bases[service];
}

export function setServiceBases(config: Partial<Record<Service, string>>): void {
  for (const service of SERVICES) {
    const base = config[service];
    if (typeof base === 'string' && base) bases[service] = base;
  }
}

/** Loads `/config.json`; a missing or malformed file leaves every base at `/api`. */
export async function loadRuntimeConfig(fetchImpl: typeof fetch = fetch, url = '/config.json'): Promise<void> {
  try {
    const response = await fetchImpl(url, { headers: { Accept: 'application/json' } });
    if (!response.ok) return;
    const body: unknown = await response.json();
    const api = (body as { api?: unknown } | null)?.api;
    if (api && typeof api === 'object') setServiceBases(api as Partial<Record<Service, string>>);
  } catch {
    // keep the defaults: the bundled server serves every service under /api
  }
}
