/**
 * The numbers of the next `count` bots: the lowest whose name (as `nameOf` words it) no player
 * of the event has yet, so bots seated in several goes never repeat a name.
 */
export function freeBotNumbers(names: readonly string[], count: number, nameOf: (number: number) => string): number[] {
  const taken = new Set(names.map((name) => name.toLowerCase()));
  const numbers: number[] = [];
  for (let number = 1; numbers.length < count; number += 1) if (!taken.has(nameOf(number).toLowerCase())) numbers.push(number);
  return numbers;
}
