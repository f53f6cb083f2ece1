/** Input as it arrives: REST JSON and multipart fields are anything; the contracts' schemas read it. */
export type Body = Record<string, unknown>;
