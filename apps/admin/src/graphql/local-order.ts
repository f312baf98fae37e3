let last = 0;

/**
 * A number larger than every one handed out before: orders, on this page, the moment a query
 * was sent against the moment a live update arrived.
 */
export function nextLocalOrder(): number {
  last += 1;
  return last;
}
