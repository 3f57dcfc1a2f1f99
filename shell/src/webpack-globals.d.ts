/** Free variables of the webpack runtime the shell uses (module federation sharing, CSP nonce). */
declare const __webpack_init_sharing__: (scope: string) => Promise<void>;
declare const __webpack_share_scopes__: Record<string, unknown>;
declare let __webpack_nonce__: string | undefined;
