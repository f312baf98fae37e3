import { ChoiceRequest } from '../state/game-state';

/** Thrown inside an action when it needs an answer it does not have yet; the action is re-run later. */
export class NeedChoice {
  constructor(readonly request: ChoiceRequest) {}
}

/** Hands out the answers given so far, in order; asks for the next one when they run out. */
export interface Asker {
  ask<T>(request: ChoiceRequest): T;
}

/** An asker over a list of answers already validated against their requests. */
export function makeAsker(answers: readonly unknown[]): Asker {
  if (answers.length === 0) return NEVER_ANSWERED;
  let next = 0;
  return {
    ask<T>(request: ChoiceRequest): T {
      if (next < answers.length) return answers[next++] as T;
      throw new NeedChoice(request);
    },
  };
}

const NEVER_ANSWERED: Asker = {
  ask(request: ChoiceRequest): never {
    throw new NeedChoice(request);
  },
};
