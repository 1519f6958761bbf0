// Reading a builder link (link.ts writes it), loaded when a link is opened, not with the page.
// Decoding never throws: size limits before any work, a cap on inflated bytes (a deflate bomb stops
// at 64 KB), the compact form checked field by field (codec-read.ts).
import { RULES_VERSION } from '../../../engine/version.ts';
import { loadWords } from '../../../engine/scenario/say.ts';
import { parseCompact, unpack } from './codec-read.ts';
import { pipe, safeOutcome } from './link.ts';
import { MAX_LINK, MAX_SEATS, type Shared } from './types.ts';

export type DecodedShared =
  | { readonly ok: true; readonly shared: Shared; readonly rulesVersion: string; readonly rulesChanged: boolean }
  | { readonly ok: false; readonly message: string };

const MAX_INFLATED = 64 * 1024;
const CODE = /(?:^|[^A-Za-z0-9])b(\d{1,3})\.([A-Za-z0-9_-]*)/;
const FIX = 'ask for the link again, or paste the whole link';

export function fromBase64Url(text: string): Uint8Array | null {
  if (!/^[A-Za-z0-9_-]*$/.test(text) || text.length % 4 === 1) return null;
  try {
    const bin = atob(text.replace(/-/g, '+').replace(/_/g, '/') + '='.repeat((4 - (text.length % 4)) % 4));
    return Uint8Array.from(bin, (c) => c.charCodeAt(0));
  } catch {
    return null;
  }
}

const fail = (message: string): DecodedShared => ({ ok: false, message });

/** Reads a link, a hash or a bare code ("b1.…"); a plain message for anything it cannot read. */
export async function decodeShared(text: string): Promise<DecodedShared> {
  if (typeof text !== 'string') return fail('there is no builder link here; paste a link that contains b1.');
  if (text.length > MAX_LINK) return fail(`the link is ${text.length} characters long, over the ${MAX_LINK} a builder link can have; it is not a builder link, or it was joined to other text: paste the link alone`);
  const m = CODE.exec(text);
  if (!m) return fail('there is no builder link here (a builder link contains b1. followed by letters and digits); paste the whole link');
  if (m[1] !== '1') return fail(`this link is written in encoding b${m[1] ?? ''}, which this page does not know (it reads b1); ${Number(m[1]) > 1 ? 'reload the page to get the newest version of the site' : 'ask for a new link'}`);
  const body = m[2] ?? '';
  if (body === '') return fail(`the link is cut short: nothing follows b1.; ${FIX}`);
  const bytes = fromBase64Url(body);
  if (!bytes) return fail(`the link is damaged (its code is not valid base64url, or was cut at a wrong length); ${FIX}`);
  if (typeof DecompressionStream === 'undefined') return fail('this browser cannot open compressed links (it has no DecompressionStream); open the link in a current browser');
  const raw = await pipe(bytes, new DecompressionStream('deflate-raw'), MAX_INFLATED);
  if (!raw) return fail(`the link is damaged or cut short (its data does not inflate, or inflates to over ${MAX_INFLATED / 1024} KB); ${FIX}`);
  let json: unknown;
  try {
    json = JSON.parse(new TextDecoder('utf-8', { fatal: true }).decode(raw));
  } catch {
    return fail(`the link is damaged: its data is not a table; ${FIX}`);
  }
  const seats = (json as { t?: { n?: { seats?: unknown } } } | null)?.t?.n?.seats;
  if (Array.isArray(seats) && seats.length > MAX_SEATS) return fail(`the link's table has ${seats.length} seats, but a table has 2 to ${MAX_SEATS}; ask for a new link with ${MAX_SEATS} seats or fewer`);
  const parsed = parseCompact(json);
  if (!parsed.success) {
    await loadWords(); // zod's words for the issue (src/engine/scenario/say.ts)
    const i = parsed.issues[0];
    return fail(`the link holds a table this page cannot read (${i ? `${i.path.join('.') || 'top level'}: ${i.message.slice(0, 120)}` : 'unknown fields'}); ${FIX}`);
  }
  const shared = unpack(parsed.data);
  const version = parsed.data.v;
  const was = parsed.data.f;
  const rulesChanged = version !== RULES_VERSION && was !== undefined && (await safeOutcome(shared)) !== was;
  return { ok: true, shared, rulesVersion: String(version), rulesChanged };
}
