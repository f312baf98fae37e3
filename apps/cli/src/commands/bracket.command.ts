import { CliCommand, CliUsageError } from '../cli-command';

export const bracketCommand: CliCommand = {
  name: 'bracket',
  summary: 'not built yet',
  usage: 'arbiter bracket',
  async run() {
    throw new CliUsageError('not built yet');
  },
};
