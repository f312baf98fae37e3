import { SetMetadata } from '@nestjs/common';

/** Who may call an operation, as declared on every query, mutation, subscription and route. */
export type AccessLevel =
  /** Anyone, signed in or not. */
  | 'PUBLIC'
  /** Any signed-in user; the service checks the event role named alongside. */
  | 'SIGNED_IN';

/** Event roles an operation is meant for; the services enforce them per event. */
export type EventRoleName = 'ORGANIZER' | 'JUDGE' | 'PLAYER' | 'SEATED_PLAYER' | 'ANY_USER';

export interface AccessRule {
  level: AccessLevel;
  roles: EventRoleName[];
}

export const ACCESS_METADATA = 'arbiter:access';

/** Anyone may call this operation. */
export const Public = (): MethodDecorator & ClassDecorator => SetMetadata(ACCESS_METADATA, { level: 'PUBLIC', roles: [] } satisfies AccessRule);

/** Signed-in users only; `roles` documents (and the service enforces) which event roles. */
export const SignedIn = (...roles: EventRoleName[]): MethodDecorator & ClassDecorator =>
  SetMetadata(ACCESS_METADATA, { level: 'SIGNED_IN', roles: roles.length > 0 ? roles : ['ANY_USER'] } satisfies AccessRule);
