// Module-level checks: every decision is checked, so none of them is made anew per call.
const isString = (v: unknown): boolean => typeof v === 'string';
const isNumber = (v: unknown): boolean => typeof v === 'number';
const isStringList = (v: unknown): boolean => Array.isArray(v) && v.every(isString);
const isPlainObject = (v: unknown): v is object => typeof v === 'object' && v !== null && !Array.isArray(v);
const isNumberMap = (v: unknown): boolean => isPlainObject(v) && Object.values(v).every(isNumber);
const isStringMap = (v: unknown): boolean => isPlainObject(v) && Object.values(v).every(isString);
const isStringOrStringList = (v: unknown): boolean => isString(v) || isStringList(v);

/** Checks that untrusted JSON has the shape of a Decision (engine-scenarios.md vocabulary); returns a reason or null. */
export function decisionShapeError(value: unknown): string | null {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return 'a decision is a JSON object';
  const d = value as Record<string, unknown>;
  switch (d.do) {
    case 'pass':
    case 'concede':
      return null;
    case 'play':
      return isString(d.card) ? null : '"play" needs "card"';
    case 'cast':
      if (!isString(d.card)) return '"cast" needs "card"';
      if (d.targets !== undefined && !isStringList(d.targets)) return '"targets" is a list of references';
      if (d.x !== undefined && typeof d.x !== 'number') return '"x" is a number';
      if (d.divide !== undefined && !isNumberMap(d.divide)) return '"divide" maps targets to numbers';
      if (d.modes !== undefined && !(Array.isArray(d.modes) && d.modes.every(isNumber))) return '"modes" is a list of numbers';
      if (d.kicked !== undefined && typeof d.kicked !== 'boolean' && !(typeof d.kicked === 'number' && Number.isInteger(d.kicked) && d.kicked >= 0) && !isStringList(d.kicked)) return '"kicked" is true or false, a number of times or a list of kicker costs';
      if (d.buyback !== undefined && typeof d.buyback !== 'boolean') return '"buyback" is true or false';
      if (d.entwine !== undefined && typeof d.entwine !== 'boolean') return '"entwine" is true or false';
      if (d.replicate !== undefined && !(typeof d.replicate === 'number' && Number.isInteger(d.replicate) && d.replicate >= 0)) return '"replicate" is a whole number';
      if (d.convoke !== undefined && !isStringList(d.convoke)) return '"convoke" is a list of references';
      if (d.offering !== undefined && !isString(d.offering)) return '"offering" is a reference';
      if (d.splice !== undefined && !isStringList(d.splice)) return '"splice" is a list of references';
      if (d.spliceCost !== undefined && !isStringList(d.spliceCost)) return '"spliceCost" is a list of references';
      if (d.kickerCost !== undefined && !isStringList(d.kickerCost)) return '"kickerCost" is a list of references';
      if (d.additionalCost !== undefined && !isStringList(d.additionalCost)) return '"additionalCost" is a list of references';
      if (d.alt !== undefined && !isString(d.alt)) return '"alt" is a string';
      if (d.pay !== undefined && d.pay !== 'auto' && !isStringList(d.pay)) return '"pay" is "auto" or a list of references';
      return null;
    case 'activate':
      if (!isString(d.card)) return '"activate" needs "card"';
      if (typeof d.ability !== 'number' && !isString(d.ability)) return '"ability" is an index or a keyword';
      if (d.x !== undefined && typeof d.x !== 'number') return '"x" is a number';
      if (d.divide !== undefined && !isNumberMap(d.divide)) return '"divide" maps targets to numbers';
      if (d.targets !== undefined && !isStringList(d.targets)) return '"targets" is a list of references';
      if (d.pay !== undefined && d.pay !== 'auto' && !isStringList(d.pay)) return '"pay" is "auto" or a list of references';
      if (d.costs !== undefined && !costsShape(d.costs)) return '"costs" maps "sacrifice", "discard" and "exile" to lists of references';
      if (d.return !== undefined && !isString(d.return)) return '"return" is a reference';
      return null;
    case 'turnFaceUp':
      if (!isString(d.card)) return '"turnFaceUp" needs "card"';
      if (d.pay !== undefined && d.pay !== 'auto' && !isStringList(d.pay)) return '"pay" is "auto" or a list of references';
      return null;
    case 'attack':
      if (!isStringMap(d.attackers)) return '"attackers" maps creatures to the player they attack';
      if (d.bands !== undefined && !(Array.isArray(d.bands) && d.bands.every(isStringList))) return '"bands" is a list of lists of attackers';
      if (d.pay !== undefined && d.pay !== 'auto' && !isStringList(d.pay)) return '"pay" is "auto" or a list of references';
      return null;
    case 'block':
      return isPlainObject(d.blockers) && Object.values(d.blockers).every(isStringOrStringList)
        ? null
        : '"blockers" maps blockers to an attacker or a list of attackers';
    case 'assign':
      if (isString(d.attacker) === isString(d.blocker)) return '"assign" needs "attacker" or "blocker"';
      if (!isNumberMap(d.damage)) return '"damage" maps targets to numbers';
      return null;
    case 'choose':
      return 'choice' in d ? null : '"choose" needs "choice"';
    default:
      return `unknown decision ${JSON.stringify(d.do)}`;
  }
}

function costsShape(v: unknown): boolean {
  if (typeof v !== 'object' || v === null || Array.isArray(v)) return false;
  return Object.entries(v).every(([k, refs]) => (k === 'sacrifice' || k === 'discard' || k === 'exile') && Array.isArray(refs) && refs.every((r) => typeof r === 'string'));
}
