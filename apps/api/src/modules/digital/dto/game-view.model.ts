import { Field, ID, Int, ObjectType } from '@nestjs/graphql';

@ObjectType('GameView')
export class GameViewModel {
  @Field(() => ID)
  matchId: string;

  @Field(() => Int)
  gameNumber: number;

  @Field({ description: 'The whole match is over' })
  over: boolean;

  @Field(() => [Int], { description: 'Games won so far by players[0], players[1]' })
  wins: number[];

  @Field({ description: 'JSON: the game as this viewer may see it' })
  state: string;

  @Field(() => String, { nullable: true, description: 'JSON: {"player":"A"|"B","kind":...,"options":[...]} or null' })
  pending: string | null;

  @Field(() => String, { nullable: true, description: '"A" or "B" for a seated player' })
  you: string | null;

  @Field(() => String, { nullable: true, description: 'SHA-256 (hex) of "arbiter-match-seed-v1:<matchId>:<seed>:<seedSalt>", published before the match' })
  seedCommitment: string | null;

  @Field(() => String, { nullable: true, description: "The match's engine seed (32 hex digits, 128 bits; an integer for older matches), revealed once the match is over (game n plays gameSeed(seed, n))" })
  seed: string | null;

  @Field(() => String, { nullable: true, description: 'The commitment salt, revealed with the seed' })
  seedSalt: string | null;
}

@ObjectType('DecisionTimeouts')
export class DecisionTimeoutsModel {
  @Field(() => ID)
  matchId: string;

  @Field({ description: '"A" (players[0]) or "B" (players[1])' })
  side: string;

  @Field(() => Int)
  timeouts: number;
}

@ObjectType('GameReplay', { description: 'One game of a digital match replayed from its decision log, at one step: staff at any time, the seated players once the match is over' })
export class GameReplayModel {
  @Field(() => ID)
  matchId: string;

  @Field(() => Int, { description: 'The game of the match (1-based)' })
  game: number;

  @Field(() => Int, { description: 'Decisions in the game\'s log: the steps are 0 (the opening hands) to steps' })
  steps: number;

  @Field(() => Int, { description: 'The step shown: the game after this many decisions' })
  step: number;

  @Field({ description: 'JSON: the full view of the game at this step (both hands, libraries in order, the stack, the pending decision)' })
  state: string;

  @Field(() => String, { nullable: true, description: 'JSON {"player","decision"}: the decision that led to this step (null at step 0)' })
  decision: string | null;

  @Field(() => String, { nullable: true, description: 'JSON {"player","decision"}: the decision made at this step (null at the last)' })
  next: string | null;

  @Field(() => String, { nullable: true, description: 'JSON {"winner":"A"|"B"|null,"reason"}: how the game ended, or null while it is played' })
  outcome: string | null;
}
