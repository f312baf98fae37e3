import { CliCommand, CliUsageError } from '../cli-command';

export const standingsCommand: CliCommand = {
  name: 'standings',
  summary: 'not built yet',
  usage: 'arbiter standings',
  async run() {
    throw new CliUsageError('not built yet');
  },
};
