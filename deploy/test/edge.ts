// deploy/nginx.conf in a real nginx for the deploy tests: the site's file as given (its edits for
// a machine without Docker made by the test), in an nginx.conf of its own that keeps everything
// (pid, logs, temporary files, the page cache) in the test's directory.
import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { chmodSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** deploy/nginx.conf as compose mounts it. */
export const siteConf = readFileSync(
  fileURLToPath(new URL('../nginx.conf', import.meta.url)),
  'utf8',
);

/** The site's file with the test's port, upstream and cache directory in `dir`. */
export function localSiteConf(dir: string, edits: { listen: string; bff: string }) {
  return siteConf
    .replace('listen 80;', `listen ${edits.listen};`)
    .replace('http://bff:3000', edits.bff)
    .replace('/var/cache/nginx/pages', join(dir, 'cache'));
}

/** Checks the configuration (nginx -t), then starts nginx in the foreground. */
export function startNginx(nginx: string, dir: string, site: string): ChildProcess {
  // nginx's workers (nobody, when the tests run as root) read and write the cache in dir.
  chmodSync(dir, 0o755);
  writeFileSync(join(dir, 'default.conf'), site);
  writeFileSync(
    join(dir, 'nginx.conf'),
    `daemon off;
     worker_processes 1;
     pid ${dir}/nginx.pid;
     error_log ${dir}/error.log warn;
     events { worker_connections 256; }
     http {
       access_log off;
       client_body_temp_path ${dir}/client_body;
       proxy_temp_path ${dir}/proxy;
       fastcgi_temp_path ${dir}/fastcgi;
       uwsgi_temp_path ${dir}/uwsgi;
       scgi_temp_path ${dir}/scgi;
       include ${dir}/default.conf;
     }`,
  );
  execFileSync(nginx, ['-t', '-q', '-e', `${dir}/error.log`, '-c', `${dir}/nginx.conf`]);
  return spawn(nginx, ['-e', `${dir}/error.log`, '-c', `${dir}/nginx.conf`], { stdio: 'ignore' });
}
