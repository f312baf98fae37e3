import { InitialSchema1795966022644 } from './1795966022644-initial-schema.migration';

/** Every migration, oldest first (explicit, so compiled and test runs load the same list). */
export const MIGRATIONS: Function[] = [InitialSchema1795966022644];
