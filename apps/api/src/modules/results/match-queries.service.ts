import { Injectable } from '@nestjs/common';
import { Actor } from '../../common/access/actor';
import { isUuid } from '../../common/ids/is-uuid';
import { GraphqlLoaders } from '../../common/loaders/graphql-loaders';
import { EventAccessService, EventRepository, PlayerEntity, PlayerRepository } from '../events';
import { filterMessages, LiveMessage } from '../live';
import { playerNameKey } from '../players';
import { MatchEntity, MatchRepository, RoundRepository } from '../rounds';
import { CommittedResultsService } from './committed-results.service';

const PAIRING_INDEX_LIMIT = 64;
/** Matches known to be in published rounds (a round is never unpublished): forgotten all at once past this size. */
const PUBLISHED_MATCH_CACHE_LIMIT = 100_000;

interface PairingEntry {
  match: MatchEntity;
  players: PlayerEntity[];
}

interface PairingIndex {
  revision: number;
  byNameKey: Map<string, PairingEntry>;
  byMatchId: Map<string, PairingEntry>;
}

/** Read-side match look-ups for players and staff. */
@Injectable()
export class MatchQueriesService {
  private readonly pairingIndexes = new Map<string, PairingIndex>();
  private readonly publishedMatches = new Set<string>();

  constructor(
    private readonly events: EventRepository,
    private readonly rounds: RoundRepository,
    private readonly matches: MatchRepository,
    private readonly players: PlayerRepository,
    private readonly access: EventAccessService,
    private readonly committedResults: CommittedResultsService,
  ) {}

  /**
   * The named player's match in the event's latest published round. The round's pairings
   * are indexed by player name per event revision (every change to players, rounds or
   * results bumps it), so a busy "find my pairing" page costs one primary-key read per
   * request; the players are handed to the request's loader. A revision made by a result this
   * process committed (CommittedResultsService) updates that match in the index instead of
   * rebuilding it, so a burst of results does not re-read the round for every request; any
   * other revision (another instance's result, pairings, players) rebuilds it.
   */
  async currentMatchOf(eventId: string, playerName: string, loaders?: GraphqlLoaders): Promise<MatchEntity | null> {
    if (!isUuid(eventId)) return null;
    const event = await this.events.findRevision(eventId);
    if (!event) return null;
    let index = this.pairingIndexes.get(eventId);
    const results = index && index.revision < event.revision ? this.committedResults.between(eventId, index.revision, event.revision) : null;
    if (index && results) {
      // A correction in an earlier round leaves the current round's pairings as they are.
      for (const match of results) {
        const entry = index.byMatchId.get(match.id);
        if (entry) entry.match = match;
      }
      index.revision = event.revision;
    }
    if (!index || index.revision !== event.revision) {
      index = await this.buildPairingIndex(eventId, event.revision);
      if (this.pairingIndexes.size >= PAIRING_INDEX_LIMIT) this.pairingIndexes.delete(this.pairingIndexes.keys().next().value as string);
      this.pairingIndexes.set(eventId, index);
    }
    const entry = index.byNameKey.get(playerNameKey(playerName));
    if (!entry) return null;
    for (const player of entry.players) loaders?.playerById.prime(player.id, player);
    return entry.match;
  }

  private async buildPairingIndex(eventId: string, revision: number): Promise<PairingIndex> {
    const round = await this.rounds.latestPublishedId(eventId);
    const byNameKey = new Map<string, PairingEntry>();
    const byMatchId = new Map<string, PairingEntry>();
    if (!round) return { revision, byNameKey, byMatchId };
    const [matches, players] = await Promise.all([this.matches.ofRounds([round.id]), this.players.withoutDecklists(eventId)]);
    const playerById = new Map(players.map((p) => [p.id, p]));
    for (const match of matches) {
      const seated = [match.player1Id, match.player2Id].flatMap((id) => (id && playerById.has(id) ? [playerById.get(id) as PlayerEntity] : []));
      const entry = { match, players: seated };
      byMatchId.set(match.id, entry);
      for (const player of seated) byNameKey.set(player.nameKey, entry);
    }
    return { revision, byNameKey, byMatchId };
  }

  /**
   * Match messages a subscriber may receive: staff get every one; anyone else only those of
   * matches in published rounds, so an unpublished pairing never reaches a public page.
   */
  async visibleMatchMessages(actor: Actor | null, eventId: string, messages: AsyncIterableIterator<LiveMessage>): Promise<AsyncIterableIterator<LiveMessage>> {
    if (isUuid(eventId) && (await this.access.isStaff(actor, eventId))) return messages;
    return filterMessages(messages, (message) => this.inPublishedRound(message.matchId as string));
  }

  private async inPublishedRound(matchId: string): Promise<boolean> {
    if (this.publishedMatches.has(matchId)) return true;
    if (!(await this.matches.isInPublishedRound(matchId))) return false;
    if (this.publishedMatches.size >= PUBLISHED_MATCH_CACHE_LIMIT) this.publishedMatches.clear();
    this.publishedMatches.add(matchId);
    return true;
  }

  /** The player's matches in the event's published rounds, round by round (an unpublished pairing is never public). */
  historyOf(eventId: string, playerId: string): Promise<MatchEntity[]> {
    return this.matches.publishedOfPlayer(eventId, playerId);
  }

  async byId(matchId: string): Promise<MatchEntity> {
    return this.matches.getById(matchId);
  }

  async disputed(actor: Actor, eventId: string): Promise<MatchEntity[]> {
    await this.access.require(actor, eventId, ['ORGANIZER', 'JUDGE'], 'see disputed results');
    return this.matches.disputedOfEvent(eventId);
  }
}
