import { CliCommand, CliUsageError } from '../cli-command';

export const pairCommand: CliCommand = {
  name: 'pair',
  summary: 'not built yet',
  usage: 'arbiter pair',
  async run() {
    throw new CliUsageError('not built yet');
  },
};
