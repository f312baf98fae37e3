/**
 * The runtime list of every member of a string union: the kinds of an object union ("modify-pt" … of
 * StaticEffect), the fields of an interface (keyof PermanentFilter). The list is read `as const`, so its
 * element type is the union again; it fails to compile when it names a member the union lacks, or leaves
 * one out (the error names the `missing` ones) — a kind or field added to a type can't be forgotten in the
 * schema that checks card data.
 */
export function listOfEvery<Union extends string>() {
  return <const List extends readonly Union[]>(list: List & ([Exclude<Union, List[number]>] extends [never] ? unknown : { missing: Exclude<Union, List[number]> })): List => list;
}
