/** SPEC §7: the object address of an opened document (or a downloaded file) is released after 1 s. */
export const OBJECT_URL_LIFETIME_MS = 1000;
