/** The argument a validation worker is started with: its entry knows it is a worker without loading worker_threads. */
export const WORKER_ARG = '--model-registry-validation-worker';
