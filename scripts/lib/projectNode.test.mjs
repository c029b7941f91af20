import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, realpathSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { projectNodeVersion } from './install.mjs';
import { projectNodePath, requiredNodeMajor } from './projectNode.mjs';

const projectNode = projectNodePath();
// The machine's own Node (Node 20 on ours), which starts `npm start` and `npm test`.
const systemNode = ['/usr/local/bin/node', '/usr/bin/node']
  .filter((path) => existsSync(path))
  .map((path) => realpathSync(path))
  .find((path) => path !== projectNode);

describe('the project’s Node', () => {
  it('comes from the npm registry with the install, in the major Termin needs', () => {
    expect(projectNode).toBeDefined();
    const version = spawnSync(projectNode, ['--version'], { encoding: 'utf8' }).stdout.trim();
    expect(version).toBe(`v${projectNodeVersion}`);
    expect(version).toMatch(new RegExp(`^v${requiredNodeMajor}\\.`));
  });

  it('is not shipped for every platform', () => {
    expect(projectNodePath('darwin', 'arm64')).toBeUndefined();
  });
});

describe.skipIf(!systemNode || !projectNode)('a script started by the system Node', () => {
  const dir = mkdtempSync(join(tmpdir(), 'termin-project-node-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  const start = (body) => {
    const script = join(dir, 'script.mjs');
    writeFileSync(
      script,
      [
        "import { execFileSync } from 'node:child_process';",
        `import { onProjectNode } from ${JSON.stringify(new URL('./projectNode.mjs', import.meta.url).href)};`,
        'await onProjectNode();',
        body,
      ].join('\n'),
    );
    // A PATH without the workspace's binaries: only the system's `node` is found there.
    return spawnSync(systemNode, [script, 'an-argument'], {
      encoding: 'utf8',
      env: { ...process.env, PATH: '/usr/local/bin:/usr/bin:/bin' },
    });
  };

  it('does its work on the project’s Node, and so do the processes it starts', () => {
    const result = start(
      [
        'const child = execFileSync("node", ["--version"], { encoding: "utf8" }).trim();',
        'console.log(JSON.stringify({ version: process.version, child, args: process.argv.slice(2) }));',
      ].join('\n'),
    );
    expect(result.stderr).toBe('');
    const seen = JSON.parse(result.stdout);
    expect(seen.version).toMatch(new RegExp(`^v${requiredNodeMajor}\\.`));
    expect(seen.child).toBe(seen.version);
    expect(seen.args).toEqual(['an-argument']);
  });

  it('exits with the code of the work', () => {
    expect(start('process.exitCode = 3;').status).toBe(3);
  });
});
