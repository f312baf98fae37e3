import { CliCommand, CliUsageError } from '../cli-command';

export const simulateCommand: CliCommand = {
  name: 'simulate',
  summary: 'not built yet',
  usage: 'arbiter simulate',
  async run() {
    throw new CliUsageError('not built yet');
  },
};
