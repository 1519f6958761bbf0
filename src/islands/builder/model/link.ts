// A shared table as a link: `b1.` + base64url(deflate-raw(compact JSON)) (codec.ts). The `b1`
// names the encoding; the rules version and a fingerprint of the outcome at the step shown ride
// inside, so an older link still opens and says when the rules changed its outcome, as scenario
// permalinks do. Its reader is link-read.ts, loaded when a link is opened.
import { RULES_VERSION } from '../../../engine/version.ts';
import { pack } from './codec.ts';
import { normalShared } from './table.ts';
import type { Shared } from './types.ts';

export const LINK_PREFIX = 'b1.';

export function toBase64Url(bytes: Uint8Array): string {
  let bin = '';
  for (let i = 0; i < bytes.length; i += 0x8000) bin += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(bin).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

/** Bytes through a compression stream, stopping (null) past `limit` bytes out. */
export async function pipe(bytes: Uint8Array, stream: CompressionStream | DecompressionStream, limit: number): Promise<Uint8Array | null> {
  const writer = stream.writable.getWriter();
  writer.write(bytes as Uint8Array<ArrayBuffer>).catch(() => undefined);
  writer.close().catch(() => undefined);
  const reader = stream.readable.getReader();
  const parts: Uint8Array[] = [];
  let total = 0;
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      total += value.length;
      if (total > limit) { await reader.cancel().catch(() => undefined); return null; }
      parts.push(value);
    }
  } catch {
    return null;
  }
  const out = new Uint8Array(total);
  let at = 0;
  for (const p of parts) { out.set(p, at); at += p.length; }
  return out;
}

/** The compact JSON of a shared table, as the link carries it (before compression). */
export function compactText(s: Shared, rulesVersion: number, fingerprint: string | null): string {
  return JSON.stringify(pack(normalShared(s), rulesVersion, fingerprint));
}

/** The link code of a table ("b1.…"); the rules version and fingerprint can be given (tests make older links). */
export async function encodeShared(s: Shared, options: { readonly rulesVersion?: number; readonly fingerprint?: string | null } = {}): Promise<string> {
  const text = compactText(s, options.rulesVersion ?? RULES_VERSION, options.fingerprint === undefined ? await safeOutcome(s) : options.fingerprint);
  const packed = await pipe(new TextEncoder().encode(text), new CompressionStream('deflate-raw'), Number.MAX_SAFE_INTEGER);
  return `${LINK_PREFIX}${toBase64Url(packed ?? new Uint8Array())}`;
}

/** The outcome's fingerprint at the step shown; the engine is loaded only here (a page can show and edit a table without it). */
export async function safeOutcome(s: Shared): Promise<string | null> {
  try {
    const { outcomeAt } = await import('../later-code.ts');
    return await outcomeAt(s);
  } catch {
    return null;
  }
}
