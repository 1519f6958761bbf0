// Whether a web server answers at a URL (a 2xx answer within a second): the readiness check of the
// preview server, shared by `npm start` (scripts/serve.mjs), the browser tests' setup
// (tests/e2e/global-setup.ts) and `npm run bench:ui`.

/**
 * @param {string} url
 * @returns {Promise<boolean>}
 */
export async function answers(url) {
  try {
    const res = await fetch(url, { signal: AbortSignal.timeout(1000) });
    await res.body?.cancel();
    return res.ok;
  } catch {
    return false;
  }
}
