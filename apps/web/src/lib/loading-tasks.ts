/**
 * spec 1 §2.1: a blocking overlay shows while tracked tasks are pending. It appears when the first task
 * starts, hides when none are pending, and shows the text of the last pending task (default Loading).
 * A task tracked without text shows the default even if an earlier task had text: "the last one" wins.
 */
export const DEFAULT_LOADING_TEXT = 'Loading';

export type LoadingState = { isLoading: boolean; text: string };

type Task = { id: number; text: string | undefined };

export type LoadingTasks = {
  track: <T>(promise: Promise<T>, text?: string) => Promise<T>;
  subscribe: (listener: () => void) => () => void;
  getSnapshot: () => LoadingState;
};

const IDLE: LoadingState = { isLoading: false, text: DEFAULT_LOADING_TEXT };

export function createLoadingTasks(options: { onRejected?: (error: unknown) => void } = {}): LoadingTasks {
  let tasks: Task[] = [];
  let snapshot = IDLE;
  let nextId = 1;
  const listeners = new Set<() => void>();

  function update(): void {
    const last = tasks.at(-1);
    snapshot = last === undefined ? IDLE : { isLoading: true, text: last.text ?? DEFAULT_LOADING_TEXT };
    for (const listener of listeners) listener();
  }

  return {
    track(promise, text) {
      const id = nextId++;
      tasks = [...tasks, { id, text }];
      update();
      const finish = () => {
        tasks = tasks.filter((task) => task.id !== id);
        update();
      };
      promise.then(finish, (error: unknown) => {
        options.onRejected?.(error);
        finish();
      });
      return promise;
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    getSnapshot: () => snapshot,
  };
}

/** spec 1 §8: a rejected loading task is logged in development only. */
export const loadingTasks = createLoadingTasks({
  onRejected: import.meta.env.DEV ? (error) => console.error('Loading task failed', error) : undefined,
});
