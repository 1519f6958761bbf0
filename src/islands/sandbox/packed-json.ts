// The scenario data reaches the island as one string prop in an HTML attribute, where every `"` of
// the JSON is written `\&quot;` (Astro's props are JSON, escaped for HTML): 7 bytes each, thousands
// of them, about 0.8 KB gzip on the largest scenario page. Packed, the JSON's quotes are backticks,
// which neither JSON nor HTML escapes; a backtick of the data is written `\u0060` first, so
// unpacking is exact. Plain JSON (the builder's) unpacks as itself: packed text starts with "{`".
export function packJson(json: string): string {
  return json.replace(/`/g, '\\u0060').replace(/"/g, '`');
}

export function unpackJson(text: string): string {
  return text.startsWith('{`') ? text.replace(/`/g, '"') : text;
}
