import { CliIo } from './cli-command';

/** An in-memory CliIo for command tests: captured output and a map of readable files. */
export interface FakeCliIo extends CliIo {
  out: string[];
  err: string[];
  files: Map<string, string>;
}

/** Creates a fake io whose `readFile` serves `files` and fails like the file system otherwise. */
export function fakeCliIo(files: Record<string, string> = {}): FakeCliIo {
  const io: FakeCliIo = {
    out: [],
    err: [],
    files: new Map(Object.entries(files)),
    stdout: (text) => io.out.push(text),
    stderr: (text) => io.err.push(text),
    readFile: (path) => {
      const text = io.files.get(path);
      if (text === undefined) throw new Error(`ENOENT: no such file or directory, open '${path}'`);
      return text;
    },
  };
  return io;
}
