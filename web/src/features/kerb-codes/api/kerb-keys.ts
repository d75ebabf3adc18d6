/** The query keys of the kerb codes: the member's sticker reports, a kerb page's own check. */
export const kerbKeys = {
  reports: ['sticker-reports'] as const,
  pageCheck: (
    host: string,
    path: string,
    device: string,
    keyId: string | null,
    signature: string | null,
  ) => ['kerb-page-check', host, path, device, keyId, signature] as const,
};
