import { GraphQLRequestError } from '../graphql/graphql-error';
import { request } from '../graphql/graphql-client';
import { JOIN_EVENT, JOIN_WAITLIST } from '../graphql/operations';

/** What signing up did: a registration, or a place on the waitlist (1 = next). */
export type SignUpOutcome = { registered: string } | { waitlisted: number };

/**
 * Registers the signed-in player with the event's code; when the event is full (EVENT_FULL, also
 * when someone took the last seat first) they join the waitlist instead.
 */
export async function joinOrWait(code: string, name: string | null): Promise<SignUpOutcome> {
  try {
    return { registered: (await request(JOIN_EVENT, { code, name })).joinEvent.name };
  } catch (caught) {
    if (!(caught instanceof GraphQLRequestError) || caught.code !== 'EVENT_FULL') throw caught;
    return { waitlisted: (await request(JOIN_WAITLIST, { code, name })).joinWaitlist.position };
  }
}
