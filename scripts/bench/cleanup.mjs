// Everything the benchmark starts or creates registers how to undo it here: servers, temporary
// folders, bench databases, the browser. Undone newest first on success, on error and on Ctrl+C.
const tasks = [];
let running;
let stoppingSince = 0;

/** True once a signal asked the run to stop: what fails after that is the cleanup's doing, not a finding. */
export const interrupted = () => stoppingSince > 0;

/** Registers an undo step; returns a function that runs it now (once) and forgets it. */
export function onCleanup(label, undo) {
  const task = { label, undo, done: false };
  tasks.push(task);
  return async () => {
    if (task.done) return;
    task.done = true;
    tasks.splice(tasks.indexOf(task), 1);
    await undo();
  };
}

export function cleanupAll() {
  running ??= (async () => {
    while (tasks.length > 0) {
      const task = tasks.pop();
      if (task.done) continue;
      task.done = true;
      try {
        await task.undo();
      } catch (error) {
        console.error(`cleanup: ${task.label}: ${error.message}`);
      }
    }
  })();
  return running;
}

/**
 * On SIGINT/SIGTERM/SIGHUP: undo everything, then exit 128 + n. Ctrl+C under npm often arrives twice
 * (terminal and npm), so a repeat within a second is ignored; a later one exits at once.
 */
export function cleanupOnSignals() {
  const numbers = { SIGHUP: 1, SIGINT: 2, SIGTERM: 15 };
  for (const signal of Object.keys(numbers)) {
    process.on(signal, () => {
      if (stoppingSince) {
        if (Date.now() - stoppingSince > 1000) process.exit(128 + numbers[signal]);
        return;
      }
      stoppingSince = Date.now();
      console.error(`\n${signal}: stopping servers and removing benchmark data…`);
      cleanupAll().finally(() => process.exit(128 + numbers[signal]));
    });
  }
}
