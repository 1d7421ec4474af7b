/**
 * JSON for a `<script type="application/json">` or `application/ld+json` block in HTML. `<`, `>` and `&`
 * become JSON escapes, so text stored by admins or hotel managers (a package title containing
 * `</script>` or `<!--`) cannot end the block or start markup wherever the page's HTML is written (the
 * server's render, a saved page); U+2028/U+2029 are escaped for old JavaScript parsers. `JSON.parse` of
 * the block's text gives exactly the same value.
 */
export const jsonForHtml = (value: unknown): string =>
  JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
