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

@ObjectType('TeamMatch', { description: 'A team match: 2HG one match between the teams; Trios the three seat matches (A, B, C), the team winning two of them' })
export class TeamMatchModel {
  @Field(() => ID, { description: 'Round, then the two teams: the same for every seat match of the team match' })
  id: string;

  @Field(() => Int)
  round: number;

  @Field(() => Int, { nullable: true, description: 'The team table (Trios: seats A, B, C sit at tables 3t-2, 3t-1, 3t); null for a bye' })
  table: number | null;

  @Field()
  bye: boolean;

  @Field(() => [Int], { description: 'From teams[0] side: won, lost, drawn. 2HG: the games once final (0-0-0 before); Trios: seat matches won, lost, drawn so far' })
  score: number[];

  @Field({ description: 'The team match has its result: 2HG its match is final; Trios a team has two seats, or all three are final' })
  decided: boolean;

  @Field(() => Int, { nullable: true, description: 'Index in teams of the winning team; null while undecided or drawn' })
  winner: number | null;

  @Field(() => [String], { description: 'Trios: seats without a result; once decided they may stay unplayed (MTR)' })
  unplayedSeats: string[];

  /** Internal: resolved into teams and matches. */
  teamIds: string[];
  matchIds: string[];
}
