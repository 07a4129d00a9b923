import type { ChildProcess } from 'node:child_process';
import fs from 'node:fs';

/** Ends a process the bench started, then removes the folder it worked in. */
export async function stopAndRemove(child: ChildProcess, dir: string): Promise<void> {
  const exited = new Promise((r) => child.once('exit', r));
  child.kill('SIGTERM');
  await exited;
  fs.rmSync(dir, { recursive: true, force: true });
}
