// A shared table as a link: "b1." + base64url(deflate-raw(compact JSON)).
import type { Shared } from './types.ts';

export type DecodedShared =
  | { readonly ok: true; readonly shared: Shared; readonly rulesVersion: string; readonly rulesChanged: boolean }
  | { readonly ok: false; readonly message: string };

export async function encodeShared(s: Shared): Promise<string> {
  return Promise.resolve(`b1.${String(s.step)}`);
}

export async function decodeShared(text: string): Promise<DecodedShared> {
  return Promise.resolve({ ok: false, message: `not built yet (${text.length})` });
}
