import { Field, Float, ID, Int, ObjectType } from '@nestjs/graphql';

@ObjectType('Team', { description: 'A team of a team event; players in seat order (A, B, C)' })
export class TeamModel {
  @Field(() => ID)
  id: string;

  @Field()
  name: string;

  @Field({ description: 'The whole team has dropped: it is not paired again' })
  dropped: boolean;

  /** Internal: resolved into players. */
  playerIds: string[];
  eventId: string;
}

@ObjectType('TeamStanding', { description: 'Team standings (MTR App. C with the team as the unit; Trios games are seat matches)' })
export class TeamStandingModel {
  @Field(() => Int)
  rank: number;

  @Field(() => TeamModel)
  team: TeamModel;

  @Field(() => Int)
  matchPoints: number;

  @Field({ description: 'Team match wins-losses-draws' })
  record: string;

  @Field(() => Float, { description: "Opponent teams' match-win percentage, 4 decimals" })
  omw: number;

  @Field(() => Float, { description: 'Team game-win percentage (Trios: seat matches), 4 decimals' })
  gw: number;

  @Field(() => Float, { description: "Opponent teams' game-win percentage, 4 decimals" })
  ogw: number;

  @Field(() => Int, { description: 'Team game points (Trios: 3 a seat match won, 1 drawn)' })
  gamePoints: number;

  @Field(() => Int, { description: 'Games (Trios: seat matches) played; unplayed seats do not count' })
  gamesPlayed: number;

  @Field(() => String, { nullable: true, description: 'With a team top cut: winner, final, semifinal, quarterfinal, swiss' })
  finish: string | null;
}
