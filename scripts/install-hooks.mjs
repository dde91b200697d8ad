#!/usr/bin/env node
// `npm install` (the `prepare` script) points git at the repository's hooks (.githooks: the commit-msg check).
// Outside a git checkout (the Docker build copies no .git) there is nothing to do.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
if (existsSync(path.join(root, '.git'))) {
  spawnSync('git', ['config', 'core.hooksPath', '.githooks'], { cwd: root, stdio: 'inherit' });
}
