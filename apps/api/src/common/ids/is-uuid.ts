const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** True when the text can be an entity id (so a malformed id is "not found", not a database error). */
export function isUuid(id: string): boolean {
  return UUID.test(id);
}
