import { spawnSync } from 'node:child_process';
import { join } from 'node:path';

const root = join(__dirname, '..');

// CI's check that the admin's generated types follow the API's schema and the admin's operations.
describe('admin types generated from the schema', () => {
  it('the checked-in schema and generated files are what `npm run codegen` produces', () => {
    const check = spawnSync(process.execPath, ['-r', '@swc-node/register', 'scripts/admin-codegen.ts', '--check'], { cwd: root, encoding: 'utf8' });
    expect({ status: check.status, stderr: check.stderr.trim() }).toEqual({ status: 0, stderr: '' });
    expect(check.stdout).toContain('generated files up to date');
  }, 120_000);
});
