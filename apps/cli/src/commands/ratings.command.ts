import {
  DEFAULT_RATING_EVENT_TYPE,
  K_FACTORS,
  RATING_CATEGORIES,
  RATING_EVENT_TYPES,
  RULE_SETS,
  RatedEventInput,
  RatedMatchInput,
  RatingCategory,
  RatingEventType,
  RuleSet,
  decideSanctioning,
  isDciFailure,
  matchResult,
  rateEvents,
} from '@arbiter/dci';
import { EventFile, isBye } from '@arbiter/swiss';
import { CliCommand, CliUsageError } from '../cli-command';
import { CommandOptions } from '../event-command-options';
import { ACCEPT_RECORDED_USAGE, printJson, readEventFile } from '../event-file-input';

const USAGE = `arbiter ratings --events <a.json> <b.json> [...] [--category CONSTRUCTED|LIMITED] [--event-type T] [--matches] [--accept-recorded]

Rates the events in the order given (DCI ratings: Elo, K by event type, Constructed and Limited kept
apart, everyone starting at 1600) and prints every player's rating with its history by event (JSON).
Players are the same person across files when they have the same Wizards id (players[].wizardsId),
else the same name (ignoring case and spacing). Byes are not rated; unsanctioned events, and events
below the sanctioning minimum, are not rated.
Each file may say what it counts for: "ratings": {"category": "LIMITED", "eventType": "competitive",
"sanctioned": true, "rules": "current"}; the options below are the defaults for files that do not.
  --category C     CONSTRUCTED or LIMITED (required for files without ratings.category)
  --event-type T   ${RATING_EVENT_TYPES.map((t) => `${t} (${K_FACTORS[t]})`).join(', ')}; default ${DEFAULT_RATING_EVENT_TYPE}
  --matches        also print every rated match with the figures of the formula
${ACCEPT_RECORDED_USAGE}`;

/** The optional `ratings` block of an event file. */
interface EventFileRatings {
  category?: RatingCategory;
  eventType?: RatingEventType;
  sanctioned?: boolean;
  rules?: RuleSet;
}

/** A player's identity across files: the Wizards id, else the name ignoring case and spacing. */
function identityOf(player: { name: string; wizardsId?: string }): string {
  return player.wizardsId ? `wizards:${player.wizardsId.trim()}` : `name:${player.name.trim().replace(/\s+/g, ' ').toLowerCase()}`;
}

function ratingsBlock(path: string, event: EventFile): EventFileRatings {
  const block = (event as EventFile & { ratings?: unknown }).ratings;
  if (block === undefined) return {};
  const problem = (field: string, expected: readonly string[] | string) =>
    new CliUsageError(`event file '${path}': ratings.${field} must be ${typeof expected === 'string' ? expected : expected.join(', ')}`);
  if (typeof block !== 'object' || block === null || Array.isArray(block)) throw new CliUsageError(`event file '${path}': ratings must be an object`);
  const { category, eventType, sanctioned, rules } = block as Record<string, unknown>;
  if (category !== undefined && !(RATING_CATEGORIES as readonly unknown[]).includes(category)) throw problem('category', RATING_CATEGORIES);
  if (eventType !== undefined && !(RATING_EVENT_TYPES as readonly unknown[]).includes(eventType)) throw problem('eventType', RATING_EVENT_TYPES);
  if (sanctioned !== undefined && typeof sanctioned !== 'boolean') throw problem('sanctioned', 'true or false');
  if (rules !== undefined && !(RULE_SETS as readonly unknown[]).includes(rules)) throw problem('rules', RULE_SETS);
  return block as EventFileRatings;
}

/** `arbiter ratings`: DCI ratings over a series of event files, offline. */
export const ratingsCommand: CliCommand = {
  name: 'ratings',
  summary: 'rate a series of events (DCI Elo ratings, JSON)',
  usage: USAGE,
  async run(args, io) {
    const options = CommandOptions.parse(args, ['category', 'event-type'], ['matches', 'accept-recorded'], ['events']);
    const paths = options.list('events');
    if (paths.length === 0) throw new CliUsageError("missing required option '--events'");
    const duplicate = paths.find((path, i) => paths.indexOf(path) !== i);
    if (duplicate) throw new CliUsageError(`event file '${duplicate}' is given twice`);
    const defaultCategory = options.choice('category', RATING_CATEGORIES);
    const defaultEventType = options.choice('event-type', RATING_EVENT_TYPES) ?? DEFAULT_RATING_EVENT_TYPE;
    const people = new Map<string, { name: string; wizardsId: string | null }>();
    const described: { file: string; name: string; category: RatingCategory; eventType: RatingEventType; kFactor: number; sanctioned: boolean; explanation: string }[] = [];
    const inputs: RatedEventInput[] = paths.map((path) => {
      const event = readEventFile(io, path, { acceptRecorded: options.has('accept-recorded') });
      const block = ratingsBlock(path, event);
      const category = block.category ?? defaultCategory;
      if (!category) throw new CliUsageError(`event file '${path}' does not say its rating category: add "ratings": {"category": "CONSTRUCTED"} (or LIMITED) or pass --category`);
      const eventType = block.eventType ?? defaultEventType;
      const sanctioning = decideSanctioning({ entrants: event.players.length, rules: block.rules, requested: block.sanctioned ?? true });
      if (isDciFailure(sanctioning)) throw new CliUsageError(sanctioning.error.message);
      const identity = new Map(
        event.players.map((player) => {
          const id = identityOf(player);
          if (!people.has(id)) people.set(id, { name: player.name, wizardsId: player.wizardsId ?? null });
          return [player.id, id];
        }),
      );
      const rounds = event.rounds.map((round) =>
        round.matches.flatMap((match): RatedMatchInput[] => {
          if (isBye(match)) return [{ players: [identity.get(match.players[0])!], bye: true }];
          if (!match.games) return [];
          return [{ players: [identity.get(match.players[0])!, identity.get(match.players[1])!], result: matchResult([match.games[0], match.games[1]]) }];
        }),
      );
      described.push({ file: path, name: event.name, category, eventType, kFactor: K_FACTORS[eventType], sanctioned: sanctioning.sanctioned, explanation: sanctioning.explanation });
      return { id: path, category, kFactor: K_FACTORS[eventType], sanctioned: sanctioning.sanctioned, rounds };
    });
    const result = rateEvents(inputs);
    if (isDciFailure(result)) throw new CliUsageError(result.error.message);
    printJson(io, {
      identity: 'Wizards id (players[].wizardsId) when the file has one, else the name ignoring case and spacing',
      events: described.map((event, i) => ({ ...event, rated: result.events[i].rated, ratedMatches: result.events[i].ratedMatches, byes: result.events[i].byes })),
      ratings: result.ratings.map((rating) => ({
        player: rating.player,
        ...people.get(rating.player)!,
        category: rating.category,
        rating: rating.rating,
        matches: rating.matches,
        history: rating.history.map((change) => ({ event: change.eventId, before: change.before, after: change.after, matches: change.matches })),
      })),
      ...(options.has('matches') ? { matches: result.matches } : {}),
    });
    return 0;
  },
};
