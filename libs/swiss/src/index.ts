export const SWISS_PLACEHOLDER = 1;
