// `npm <args>` for the Makefile's installs: npm's own output when it works; when it fails, one
// sentence naming the cause and the fix instead of npm's error dump (its log file is named).
// Plain JavaScript: the machine's Node runs it before Node 22 is installed.
import { spawn, spawnSync } from 'node:child_process';

const args = process.argv.slice(2);
const child = spawn('npm', args, { stdio: ['ignore', 'inherit', 'pipe'] });
let errors = '';
child.stderr.on('data', (d) => (errors = (errors + d).slice(-50_000)));
const code = await new Promise((resolve) => {
  child.on('error', () => resolve(127));
  child.on('exit', (c) => resolve(c ?? 1));
});
if (code === 0) {
  process.stderr.write(errors);
  process.exit(0);
}

const found = (re) => re.exec(errors)?.[1];
const registry = () =>
  found(/(https?:\/\/[^/\s]+)\//) ?? (spawnSync('npm', ['config', 'get', 'registry'], { encoding: 'utf8' }).stdout || 'the npm registry').trim();
const errorCode = found(/npm error code (\S+)/) ?? found(/\b(E[A-Z]{3,}|[A-Z_]*CERT[A-Z_]*)\b/);
const logFile = found(/complete log of this run can be found in:\s*(\S+)/);
const settings = `the machine's npm settings (\`npm config edit --location=global\`)`;

function explain() {
  if (code === 127) return 'npm is not installed: install Node.js (it brings npm), then run make again.';
  if (/CERT|SSL|self[- ]signed|certificate/i.test(errorCode ?? errors)) {
    return `npm does not trust the certificate of ${registry()} (${errorCode ?? 'TLS'}): when your network inspects HTTPS through a proxy, add its CA certificate to ${settings} as \`cafile=/path/to/ca.pem\`, or export NODE_EXTRA_CA_CERTS=/path/to/ca.pem, then run make again.`;
  }
  if (/^(ECONNREFUSED|ENOTFOUND|EAI_AGAIN|ETIMEDOUT|ECONNRESET|ENETUNREACH|EHOSTUNREACH|ERR_SOCKET_TIMEOUT)$/.test(errorCode ?? '')) {
    return `npm could not reach ${registry()} (${errorCode}): check the network connection, or set your proxy (\`proxy=\`, \`https-proxy=\`) or registry mirror (\`registry=\`) in ${settings}, then run make again.`;
  }
  if (/^E40[13]$/.test(errorCode ?? '')) {
    return `${registry()} refused npm (${errorCode}): log in with \`npm login\` or fix the registry token in your npmrc, then run make again.`;
  }
  if (/^(E404|ETARGET)$/.test(errorCode ?? '')) {
    return `${registry()} lacks a package version that package-lock.json names (${errorCode}): point \`registry=\` in ${settings} at a registry or mirror that has it, then run make again.`;
  }
  if (errorCode === 'ENOSPC') return 'The disk is full (ENOSPC): free some space, then run make again.';
  if (/^(EACCES|EPERM)$/.test(errorCode ?? '')) {
    return `npm may not write ${found(/(?:path|dest) (\S+)/) ?? 'a folder it needs'} (${errorCode}): give the clone and npm's cache (~/.npm) back to your user, then run make again.`;
  }
  if (errorCode === 'EINTEGRITY')
    return 'A downloaded package does not match package-lock.json (EINTEGRITY): run `npm cache clean --force`, then run make again.';
  const first = found(/npm error ([^\n]+)/) ?? `exit ${code}`;
  return `npm ${args[0] ?? ''} failed (${first.trim()}): fix the cause, then run make again.`;
}

const sentence = explain();
process.stderr.write(`\n${logFile ? `${sentence.slice(0, -1)} (npm's log: ${logFile}).` : sentence}\n\n`);
process.exit(1);
