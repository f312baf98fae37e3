import { InitialSchema1795968580226 } from './1795968580226-initial-schema.migration';

/** Every migration, oldest first (explicit, so compiled and test runs load the same list). */
export const MIGRATIONS: Function[] = [InitialSchema1795968580226];
