import { Args, Context, ID, Int, Mutation, Query, Resolver, Subscription } from '@nestjs/graphql';
import { SignedIn } from '../../common/access/access.decorator';
import { accessError } from '../../common/access/access.errors';
import { ActorHolder } from '../../common/access/access.guard';
import { Actor } from '../../common/access/actor';
import { CurrentActor } from '../../common/access/current-actor.decorator';
import { LiveMessage, LiveService } from '../live';
import { DigitalMatchesService } from './digital-matches.service';
import { DecisionTimeoutsModel, GameReplayModel, GameViewModel } from './dto/game-view.model';

@Resolver(() => GameViewModel)
export class DigitalResolver {
  constructor(
    private readonly digital: DigitalMatchesService,
    private readonly live: LiveService,
  ) {}

  @SignedIn('SEATED_PLAYER', 'JUDGE', 'ORGANIZER')
  @Query(() => GameViewModel, { description: "The seated player's view of their digital match, or the full view for staff" })
  gameView(@CurrentActor() actor: Actor, @Args('matchId', { type: () => ID }) matchId: string): Promise<GameViewModel> {
    return this.digital.view(actor, matchId);
  }

  @SignedIn('JUDGE', 'ORGANIZER')
  @Query(() => String, { description: 'JSON decision log that replays the game exactly' })
  gameLog(@CurrentActor() actor: Actor, @Args('matchId', { type: () => ID }) matchId: string, @Args('game', { type: () => Int }) game: number): Promise<string> {
    return this.digital.gameLog(actor, matchId, game);
  }

  @SignedIn('SEATED_PLAYER', 'JUDGE', 'ORGANIZER')
  @Query(() => GameReplayModel, {
    description: 'One game replayed from its log at `step` decisions (default: the end), in the full view: staff at any time, the seated players once the match is over (REPLAY_NOT_AVAILABLE before)',
  })
  gameReplay(
    @CurrentActor() actor: Actor,
    @Args('matchId', { type: () => ID }) matchId: string,
    @Args('game', { type: () => Int }) game: number,
    @Args('step', { type: () => Int, nullable: true }) step: number | null,
  ): Promise<GameReplayModel> {
    return this.digital.replay(actor, matchId, game, step ?? null);
  }

  @SignedIn('JUDGE', 'ORGANIZER')
  @Query(() => [DecisionTimeoutsModel], { description: 'Decisions players let time out in digital matches (repeats are for judges to look at)' })
  decisionTimeouts(@CurrentActor() actor: Actor, @Args('eventId', { type: () => ID }) eventId: string): Promise<DecisionTimeoutsModel[]> {
    return this.digital.timeoutReports(actor, eventId);
  }

  @SignedIn('SEATED_PLAYER')
  @Mutation(() => GameViewModel, { description: 'One decision (JSON, the engine-scenarios vocabulary without "player"); ILLEGAL_DECISION changes nothing' })
  decide(@CurrentActor() actor: Actor, @Args('matchId', { type: () => ID }) matchId: string, @Args('decision') decision: string): Promise<GameViewModel> {
    return this.digital.decide(actor, matchId, decision);
  }

  @SignedIn('SEATED_PLAYER')
  @Mutation(() => GameViewModel, { description: 'Concedes the current game (refused between games: use concedeMatch)' })
  concedeGame(@CurrentActor() actor: Actor, @Args('matchId', { type: () => ID }) matchId: string): Promise<GameViewModel> {
    return this.digital.decide(actor, matchId, '{"do":"concede"}');
  }

  @SignedIn('SEATED_PLAYER')
  @Mutation(() => GameViewModel, {
    description: 'Concedes the whole match, at any time: during a game (that game is conceded first) or between games; the opponent wins with the games they still needed (1-0 becomes 1-2). Same as decide {"do":"concede","match":true}',
  })
  concedeMatch(@CurrentActor() actor: Actor, @Args('matchId', { type: () => ID }) matchId: string): Promise<GameViewModel> {
    return this.digital.decide(actor, matchId, '{"do":"concede","match":true}');
  }

  @SignedIn('JUDGE', 'ORGANIZER')
  @Mutation(() => GameViewModel, { description: 'Calls time on one digital match now (MTR 2.4); the round clock does this on its own' })
  callTimeOnMatch(@CurrentActor() actor: Actor, @Args('matchId', { type: () => ID }) matchId: string): Promise<GameViewModel> {
    return this.digital.callTimeByJudge(actor, matchId);
  }

  @SignedIn('SEATED_PLAYER', 'JUDGE', 'ORGANIZER')
  @Subscription(() => GameViewModel, {
    description: "The match changed: the seated player's view (staff: the full view)",
    async resolve(this: DigitalResolver, message: LiveMessage, _args: unknown, context: ActorHolder & { viewer?: 'A' | 'B' | 'staff' }) {
      return this.digital.viewForSubscriber(message.matchId as string, context.viewer ?? 'staff');
    },
  })
  async gameUpdated(@CurrentActor() actor: Actor, @Args('matchId', { type: () => ID }) matchId: string, @Context() context: { viewer?: 'A' | 'B' | 'staff' }): Promise<AsyncIterableIterator<LiveMessage>> {
    const viewer = await this.digital.isSeatedOrStaff(actor, matchId);
    if (!viewer) throw accessError('FORBIDDEN', 'Only the seated players and staff may follow this game', { matchId });
    context.viewer = viewer;
    return this.live.subscribe('gameUpdated', matchId);
  }
}
