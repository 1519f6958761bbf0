// The scenario data reaches the island as one string prop in its JSON script (src/components/
// Island.astro), where every `"` of the data's JSON would be written `\"`: thousands of them, about
// 0.15 KB gzip on the largest scenario page (it was 0.8 KB as `\&quot;`, in the attribute of Astro's
// islands). Packed, the JSON's quotes are backticks, which JSON does not escape; a backtick of the
// data is written `\u0060` first, so unpacking is exact. Plain JSON (the builder's) unpacks as
// itself: packed text starts with "{`".
export function packJson(json: string): string {
  return json.replace(/`/g, '\\u0060').replace(/"/g, '`');
}

export function unpackJson(text: string): string {
  return text.startsWith('{`') ? text.replace(/`/g, '"') : text;
}
