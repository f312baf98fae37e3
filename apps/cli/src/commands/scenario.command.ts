import { CliCommand, CliUsageError } from '../cli-command';

export const scenarioCommand: CliCommand = {
  name: 'scenario',
  summary: 'not built yet',
  usage: 'arbiter scenario',
  async run() {
    throw new CliUsageError('not built yet');
  },
};
