import { InitialSchema1795963897296 } from './1795963897296-initial-schema.migration';

/** Every migration, oldest first (explicit, so compiled and test runs load the same list). */
export const MIGRATIONS: Function[] = [InitialSchema1795963897296];
