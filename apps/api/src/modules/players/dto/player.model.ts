import { Field, ID, Int, ObjectType } from '@nestjs/graphql';

@ObjectType('Player')
export class PlayerModel {
  @Field(() => ID)
  id: string;

  @Field()
  name: string;

  @Field(() => String, { nullable: true, description: 'Set when the name mixes Latin letters with look-alikes of another script (a possible impersonation)' })
  nameWarning: string | null;

  @Field(() => String, { nullable: true })
  wizardsId: string | null;

  @Field()
  dropped: boolean;

  @Field(() => Int, { description: 'Byes awarded by the organizer (rounds 1..byes)' })
  byes: number;

  @Field(() => Int, { description: 'First round the player could be paired in (late entries start later)' })
  enteredBeforeRound: number;

  @Field()
  disqualified: boolean;

  @Field(() => Boolean)
  decklistSubmitted: boolean;

  @Field(() => Int, { nullable: true, description: 'Draft pod (paired within it)' })
  pod: number | null;

  @Field(() => Int, { nullable: true, description: 'Paper booster draft: seat in the pod (1 up; passes left to the next seat), from assignDraftPods' })
  draftSeat: number | null;

  @Field(() => Int, { nullable: true, description: 'Table the player must sit at' })
  fixedTable: number | null;

  /** Internal. */
  eventId: string;
  userId: string | null;
}
