/*
 * The Open Food Facts client, run in the browser (decision): OFF's CORS is open and its rate
 * limits apply per IP address, so each person spends their own budget (15 product reads and 10
 * searches a minute) instead of the whole app sharing one server's. Text search goes through
 * Search-a-licious (`/search`, French names searched with `langs=fr`), then one product read
 * (`/api/v2/product/{code}`) fetches servings and full values before an import; a barcode is one
 * product read. Nothing here is called per keystroke: the screen asks on an explicit search.
 */
import { fromOffProduct, type Food } from '#app/lib/nutrition/index.ts';

export interface OffConfig {
  /** Product API base, e.g. https://world.openfoodfacts.org. */
  readonly apiUrl: string;
  /** Search-a-licious base, e.g. https://search.openfoodfacts.org. */
  readonly searchUrl: string;
  /** Sent as X-User-Agent (browsers may not set User-Agent): `Elan/<version> (<contact>)`. */
  readonly userAgent: string;
  /** How long a person waits before being told OFF is too slow. */
  readonly timeoutMs: number;
}

/** The client's version as Open Food Facts sees it in X-User-Agent. */
export const OFF_CLIENT_VERSION = '1.0';

/* A person waits for a scan or a search, not for a stalled server: past 8 s we say so. */
export const OFF_TIMEOUT_MS = 8000;

export function offConfigFrom(settings: { apiUrl: string; searchUrl: string; contact: string; timeoutMs?: number }): OffConfig {
  return {
    timeoutMs: settings.timeoutMs ?? OFF_TIMEOUT_MS,
    apiUrl: settings.apiUrl.replace(/\/+$/, ''),
    searchUrl: settings.searchUrl.replace(/\/+$/, ''),
    userAgent: `Elan/${OFF_CLIENT_VERSION} (${settings.contact})`,
  };
}

/** The origins the browser calls, for the Content-Security-Policy's connect-src. */
export function openFoodFactsOrigins(config: Pick<OffConfig, 'apiUrl' | 'searchUrl'>): string[] {
  return [...new Set([new URL(config.apiUrl).origin, new URL(config.searchUrl).origin])];
}

/** Why Open Food Facts gave no answer: too slow, rate-limited or overloaded, or out of reach. */
export type OffFailure = 'slow' | 'limited' | 'unreachable';

export class OffError extends Error {
  constructor(readonly reason: OffFailure) {
    super(`Open Food Facts: ${reason}`);
  }
}


const PRODUCT_FIELDS = [
  'code',
  'product_name',
  'product_name_fr',
  'generic_name',
  'generic_name_fr',
  'brands',
  'serving_size',
  'serving_quantity',
  'serving_quantity_unit',
  'no_nutrition_data',
  'nutriments',
  'nutriscore_grade',
  'nutrition_grades',
  'nova_group',
].join(',');
const SEARCH_FIELDS = ['code', 'product_name', 'product_name_fr', 'generic_name', 'generic_name_fr', 'brands', 'nutriments', 'nutriscore_grade'].join(',');
export const OFF_SEARCH_PAGE_SIZE = 20;

async function getJson(config: OffConfig, url: string, signal?: AbortSignal): Promise<{ status: number; body: unknown }> {
  const timeout = AbortSignal.timeout(config.timeoutMs);
  let response: Response;
  try {
    response = await fetch(url, {
      headers: { Accept: 'application/json', 'X-User-Agent': config.userAgent },
      signal: signal ? AbortSignal.any([signal, timeout]) : timeout,
    });
  } catch (error) {
    if (signal?.aborted) throw error;
    throw new OffError(timeout.aborted ? 'slow' : 'unreachable');
  }
  // 429: this person's per-IP limit; 503: OFF's global limit or maintenance (both answer HTML).
  if (response.status === 429 || response.status === 503) throw new OffError('limited');
  // 404 carries a JSON "not found" body: an answer, not a failure.
  if (!response.ok && response.status !== 404) throw new OffError('unreachable');
  try {
    return { status: response.status, body: await response.json() };
  } catch (error) {
    if (signal?.aborted) throw error;
    throw new OffError(timeout.aborted ? 'slow' : 'unreachable');
  }
}

/** One product by barcode: the food, or null when OFF does not know it or has no nutrition data. */
export async function readOffProduct(config: OffConfig, barcode: string, signal?: AbortSignal): Promise<Food | null> {
  const { body } = await getJson(config, `${config.apiUrl}/api/v2/product/${encodeURIComponent(barcode)}?fields=${PRODUCT_FIELDS}`, signal);
  return fromOffProduct(body);
}

/** A hit of a text search: enough to list it; the import reads the product itself. */
export type OffHit = Pick<Food, 'name' | 'brand' | 'barcode' | 'per100g' | 'nutriscore'>;

/** Products matching `query` (French names first), without those lacking a name or nutrition data. */
export async function searchOff(config: OffConfig, query: string, signal?: AbortSignal): Promise<OffHit[]> {
  const params = new URLSearchParams({
    q: query,
    langs: 'fr',
    page_size: String(OFF_SEARCH_PAGE_SIZE),
    fields: SEARCH_FIELDS,
  });
  const { body } = await getJson(config, `${config.searchUrl}/search?${params}`, signal);
  const hits = body && typeof body === 'object' && Array.isArray((body as { hits?: unknown }).hits) ? (body as { hits: unknown[] }).hits : [];
  return hits.flatMap((hit) => {
    const food = fromOffProduct(hit);
    return food && food.name
      ? [
          {
            name: food.name,
            brand: food.brand,
            barcode: food.barcode,
            per100g: food.per100g,
            nutriscore: food.nutriscore,
          },
        ]
      : [];
  });
}
