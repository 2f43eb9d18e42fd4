/** The firm's terms and privacy policy, as the server wrote them into the page (server/platform/http/spa.ts). */
export interface LegalLinks {
  terms: string | null;
  privacy: string | null;
}

export const NO_LEGAL_LINKS: LegalLinks = { terms: null, privacy: null };

/** The links of the page; none in a page without them (the dev server, the build-time render). */
export function legalLinksInPage(): LegalLinks {
  const block = typeof document === 'undefined' ? null : document.getElementById('legal-links');
  return block?.textContent ? (JSON.parse(block.textContent) as LegalLinks) : NO_LEGAL_LINKS;
}
