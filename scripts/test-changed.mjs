#!/usr/bin/env node
/**
 * `npm run test:changed [-- <git ref>]`: the edit loop. Runs only the server (Jest) and web (Vitest)
 * tests that import, directly or not, a file changed in the working tree (staged, unstaged or new),
 * or, given a ref (`npm run test:changed -- main`), changed since that commit. Both runners find the
 * tests from their own import graphs, so a change to a shared helper runs every test that uses it.
 * `npm test` stays the whole suite; run it before you push.
 */
import { spawnSync } from 'node:child_process';
import process from 'node:process';

const ref = process.argv[2];
const run = (workspace, args) =>
  spawnSync('npm', ['run', 'test', '-w', workspace, '--', ...args], { stdio: 'inherit' }).status ?? 1;

const server = run('server', [ref ? `--changedSince=${ref}` : '--onlyChanged', '--passWithNoTests']);
const web = run('web', ['--changed', ...(ref ? [ref] : []), '--passWithNoTests']);
process.exit(server || web);
