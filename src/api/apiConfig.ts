import { INLINE_CONFIG_ID } from '../domain/runtimeConfig.ts';

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

function applyConfig(body: unknown): void {
  const api = (body as { api?: unknown } | null)?.api;
  if (api && typeof api === 'object') setServiceBases(api as Partial<Record<Service, string>>);
}

/** The answer the page carries inline, or undefined when it has none (or it does not parse). */
function inlineConfig(doc: Pick<Document, 'getElementById'> | undefined): unknown {
  const text = doc?.getElementById(INLINE_CONFIG_ID)?.textContent;
  if (!text) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

/**
 * The service bases: from the copy the page carries (the bundled server writes it in, so the first
 * calls need not wait for a file, issue 27), else from `/config.json`; a missing or malformed file
 * leaves every base at `/api`.
 */
export async function loadRuntimeConfig(
  fetchImpl: typeof fetch = fetch,
  url = '/config.json',
  doc: Pick<Document, 'getElementById'> | undefined = globalThis.document,
): Promise<void> {
  const inline = inlineConfig(doc);
  if (inline !== undefined) return applyConfig(inline);
  try {
    const response = await fetchImpl(url, { headers: { Accept: 'application/json' } });
    if (!response.ok) return;
    applyConfig(await response.json());
  } catch {
    // keep the defaults: the bundled server serves every service under /api
  }
}
