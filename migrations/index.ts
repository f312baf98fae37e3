import { InitialSchema1795969567733 } from './1795969567733-initial-schema.migration';

/** Every migration, oldest first (explicit, so compiled and test runs load the same list). */
export const MIGRATIONS: Function[] = [InitialSchema1795969567733];
