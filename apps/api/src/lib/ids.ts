const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Whether a path id can be a row id. Checked before querying: PostgreSQL rejects a malformed uuid
 * with an error (a 500), while the contract answers any id it does not know, malformed or not, with 404.
 */
export function isUuid(value: string): boolean {
  return UUID_PATTERN.test(value);
}
