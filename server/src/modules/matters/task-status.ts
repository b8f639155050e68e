// Task statuses belong to the workflow runtime now; this name stays only for the demo campus's import until it moves.
export { TaskStatus } from '../../workflow-runtime';
