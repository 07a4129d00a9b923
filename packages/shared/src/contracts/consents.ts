/**
 * The documents a registrant accepts, and their current versions: the one place a new version is
 * declared. Shared because the server records and checks them and the web shows them (the version
 * and effective date on the public pages, the re-acceptance dialog). Kept in code, not in the
 * content module, because the texts are part of the release: a new version is a reviewed change
 * of the page text and of this constant together.
 */
export const LEGAL_DOCUMENTS = {
  agreement: { version: '1.0', effective: '2026-11-25' },
  privacy: { version: '1.0', effective: '2026-11-25' },
} as const;

export type TLegalDocument = keyof typeof LEGAL_DOCUMENTS;

/**
 * What an account consents to: the two documents, and separately the processing of the ID number
 * as sensitive personal information (PIPL art. 29), under the privacy policy's version.
 */
export const CONSENTS = ['agreement', 'privacy', 'idNumber'] as const;
export type TConsent = (typeof CONSENTS)[number];

/** The version an account accepts today for each consent. */
export const currentConsentVersion = (consent: TConsent): string =>
  consent === 'idNumber' ? LEGAL_DOCUMENTS.privacy.version : LEGAL_DOCUMENTS[consent].version;
